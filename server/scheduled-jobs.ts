import { backupJob } from "./backup/backup-schedule.ts";
import { isPostgres } from "./db/advisory-lock.ts";
import { jobNames } from "./jobs/job-names.ts";
import type { JobDeps } from "./jobs/jobs-plugin.ts";
import type { ScheduledJob } from "./jobs/scheduler.ts";
import { queueBookingReminders } from "./modules/bookings/booking-reminders.ts";
import { newsletterLinks, sendNewsletterBatch } from "./modules/newsletters/newsletters.service.ts";
import { queueFollowUpReminders } from "./modules/enquiries/pipeline.service.ts";
import { expireUnpaidOrders } from "./modules/orders/payment-timeout.ts";
import { queueInvoiceReminders } from "./modules/invoices/invoice-reminders.ts";
import { issueDueRetainers } from "./modules/invoices/retainers.service.ts";
import { publishDuePosts } from "./modules/posts/posts.repository.ts";
import { paymentProviderFrom } from "./modules/payments/payment-provider.ts";
import { purgeExpiredData } from "./modules/privacy/retention.service.ts";
import { mailLegalUpdates } from "./modules/subscribers/update-mails.ts";
import { deleteEndedRateLimits } from "./plugins/postgres-rate-limit-store.ts";

/**
 * Every job the server runs on a clock; a new one is added here. It sits on the top floor, beside
 * app.ts, because it names the modules' jobs; the scheduler below it (jobs/) knows none of them.
 */
export function scheduledJobs({ db, env, log, wakeOutbox, content, queueReminders }: JobDeps): ScheduledJob[] {
  const links = newsletterLinks(env);
  const backup = backupJob(env, log);
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
    {
      // Queues the compliance calendar's reminder e-mails (decision 024).
      name: jobNames.reminders,
      everyMs: 10 * 60_000,
      run: async (now) => (await queueReminders(now)) || undefined,
    },
    {
      // The enquiries' follow-up reminders to their owners, from 08:00 in India (issue 30).
      name: jobNames.followUps,
      everyMs: 10 * 60_000,
      run: async (now) => {
        const queued = await queueFollowUpReminders(db, now);
        if (queued > 0) wakeOutbox();
        return queued || undefined;
      },
    },
    {
      // Reminds each booked consultation 24 hours and 1 hour before (issue 31, decision 140).
      name: jobNames.bookingReminders,
      everyMs: 5 * 60_000,
      run: async (now) => (await queueBookingReminders(db, env, now)) || undefined,
    },
    {
      // Issues the retainers' invoices on their day (issue 32, decision 150); the outbox sends them.
      name: jobNames.retainers,
      everyMs: 10 * 60_000,
      run: async (now) => {
        const issued = await issueDueRetainers(db, paymentProviderFrom(env), now);
        if (issued.length === 0) return undefined;
        wakeOutbox();
        return { issued };
      },
    },
    {
      // E-mails each new line of /updates to the subscribers who chose its topic or state (decision 085).
      name: jobNames.legalUpdateMails,
      everyMs: 10 * 60_000,
      run: async (now) => {
        const queued = await mailLegalUpdates(db, env, now);
        if (queued > 0) wakeOutbox();
        return queued || undefined;
      },
    },
    {
      // Reminds clients of an unpaid invoice before and after its due date (issue 32, decision 152).
      name: jobNames.invoiceReminders,
      everyMs: 10 * 60_000,
      run: async (now) => {
        const queued = await queueInvoiceReminders(db, now);
        if (queued > 0) wakeOutbox();
        return queued || undefined;
      },
    },
    {
      // Publishes the scheduled posts whose time has come, once per cluster; the content bus then
      // drops every instance's cached lists and pages (issue 28, decision 107).
      name: jobNames.scheduledPosts,
      everyMs: 60_000,
      run: async (now) => {
        const published = await publishDuePosts(db, now);
        if (published.length === 0) return undefined;
        content.changed("posts");
        return { published };
      },
    },
    ...(backup ? [backup] : []),
    ...(env.PAYMENT_PROVIDER !== "none" && env.ORDER_PAYMENT_TIMEOUT_HOURS > 0
      ? [
          {
            // Cancels orders still awaiting online payment after ORDER_PAYMENT_TIMEOUT_HOURS (decision 035).
            name: jobNames.orderPaymentTimeout,
            everyMs: 10 * 60_000,
            run: async (now: Date) => {
              const cancelled = await expireUnpaidOrders(db, env.ORDER_PAYMENT_TIMEOUT_HOURS, now);
              return cancelled.length > 0 ? { cancelled } : undefined;
            },
          },
        ]
      : []),
    ...(isPostgres(db)
      ? [
          {
            // Ended rate-limit windows (client addresses) leave PostgreSQL (decision 053).
            name: jobNames.rateLimits,
            everyMs: 10 * 60_000,
            run: async () => (await deleteEndedRateLimits(db)) || undefined,
          },
        ]
      : []),
  ];
}
