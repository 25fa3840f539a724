import type { Db } from "../db/connection.ts";
import type { Env } from "../env.ts";
import { newsletterLinks, sendNewsletterBatch } from "../modules/newsletters/newsletters.service.ts";
import { purgeExpiredData } from "../modules/privacy/retention.service.ts";
import type { ScheduledJob } from "./scheduler.ts";

export const jobNames = { newsletters: "newsletters", retention: "retention" } as const;

/** Every job the server runs on a clock; a new one is added here. */
export function scheduledJobs({ db, env, wakeOutbox }: { db: Db; env: Env; wakeOutbox: () => void }): ScheduledJob[] {
  const links = newsletterLinks(env);
  return [
    {
      // Hands the next newsletter recipients to the outbox at NEWSLETTER_RATE_PER_MINUTE (decision 016).
      name: jobNames.newsletters,
      // One light query while nothing is being sent; often enough for the console's progress.
      everyMs: 2_000,
      run: (now) => sendNewsletterBatch(db, { ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE, links, wakeOutbox }, now),
    },
    {
      // Deletes messages, enquiries, unconfirmed addresses, codes and sessions past their time (decision 015).
      name: jobNames.retention,
      everyMs: 60 * 60_000,
      run: (now) => purgeExpiredData(db, env, now),
    },
  ];
}
