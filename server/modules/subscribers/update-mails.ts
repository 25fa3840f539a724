import { legalPaths } from "../../../contract/api/legal-pages.ts";
import { updateConcerns } from "../../../contract/api/update-topics.ts";
import { updatesFeedPath, updatesPath } from "../../../contract/legal-content/legal-updates.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { legalUpdateEmail } from "../../messaging/legal-update-email.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { claimUnmailedUpdates } from "../legal-updates/legal-updates.repository.ts";
import { updateReaders } from "./subscribers.repository.ts";
import { subscriptionLinks } from "./subscription-links.ts";

/**
 * The scheduled job's pass (decision 085): the /updates lines written since the last pass are
 * claimed, and each confirmed subscriber whose choice they concern gets one short e-mail listing
 * them, all in one transaction, so a line is mailed once or (on a failure) not yet. Staff who
 * correct themselves within the job's interval send one e-mail, not two. Answers how many e-mails
 * were queued; wake the outbox after a pass that queued some.
 */
export async function mailLegalUpdates(
  db: Db,
  env: Pick<Env, "PUBLIC_BASE_URL" | "SESSION_SECRET">,
  now: Date,
): Promise<number> {
  const base = env.PUBLIC_BASE_URL;
  const links = subscriptionLinks(env);
  return db.transaction().execute(async (tx) => {
    const lines = await claimUnmailedUpdates(tx, now);
    if (lines.length === 0) return 0;
    let queued = 0;
    for (const reader of await updateReaders(tx)) {
      const theirs = lines.filter((line) => updateConcerns(line.topics, reader.choice));
      if (theirs.length === 0) continue;
      const message = legalUpdateEmail(reader.email, theirs, {
        baseUrl: base,
        updatesUrl: `${base}${updatesPath}`,
        feedUrl: `${base}${updatesFeedPath}`,
        topicsUrl: links.topicsUrl(reader),
        unsubscribeUrl: links.unsubscribeUrl(reader),
        privacyUrl: `${base}${legalPaths.privacy}`,
      });
      // Bulk: a login code or an order e-mail never waits behind a list mailing.
      await enqueueMessage(tx, message, now, { bulk: true });
      queued += 1;
    }
    return queued;
  });
}
