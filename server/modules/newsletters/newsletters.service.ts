import type * as z from "zod/mini";
import { newsletterMessages, type Newsletter } from "../../../contract/console/newsletters.ts";
import type { newsletterDraftSchema } from "../../../contract/console/newsletters.schema.ts";
import { legalPaths } from "../../../contract/api/legal-pages.ts";
import type { Db } from "../../db/connection.ts";
import type { PersonalDataHolder } from "../../db/personal-data.ts";
import type { Env } from "../../env.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import { deliveryStates, enqueueMessage } from "../../messaging/outbox.repository.ts";
import { newsletterBody, newsletterEmail, type NewsletterBody } from "../../messaging/templates.ts";
import { isBlankHtml, sanitizePostHtml } from "../../html/editor-html.ts";
import { findPublishedPost } from "../posts/posts.repository.ts";
import { activeSubscribers, stillActive } from "../subscribers/subscribers.repository.ts";
import { subscriptionLinks } from "../subscribers/subscription-links.ts";
import {
  anySending,
  claimRecipient,
  countQueuedSince,
  deleteNewsletter,
  deleteRecipientRowsOf,
  finishSentNewsletters,
  findNewsletter,
  insertNewsletter,
  linkOutboxMessage,
  nextPendingRecipients,
  queuedRecipients,
  recipientRowsOf,
  settleRecipient,
  startSending,
  updateNewsletterDraft,
} from "./newsletters.repository.ts";

type Draft = z.infer<typeof newsletterDraftSchema>;

/** The absolute links a newsletter e-mail carries. */
export interface NewsletterLinks {
  publicBaseUrl: string;
  privacyUrl: string;
  unsubscribeUrl(subscriber: { id: number; email: string }): string;
}

export function newsletterLinks(env: Pick<Env, "PUBLIC_BASE_URL" | "SESSION_SECRET">): NewsletterLinks {
  return {
    publicBaseUrl: env.PUBLIC_BASE_URL,
    privacyUrl: `${env.PUBLIC_BASE_URL}${legalPaths.privacy}`,
    unsubscribeUrl: subscriptionLinks(env).unsubscribeUrl,
  };
}

/** At most this many recipients are handed to the outbox in one pass, whatever the rate. */
export const NEWSLETTER_BATCH_MAX = 500;

/** The draft as stored: the body through the post sanitizer (the server decides what HTML is safe). */
async function cleanDraft(db: Db, draft: Draft): Promise<Draft> {
  const html = sanitizePostHtml(draft.html);
  if (isBlankHtml(html))
    throw new HttpError(400, newsletterMessages.bodyRequired, { html: newsletterMessages.bodyRequired });
  if (draft.postId !== null && !(await findPublishedPost(db, draft.postId)))
    throw new HttpError(400, newsletterMessages.invalidPost, { postId: newsletterMessages.invalidPost });
  return { ...draft, html };
}

async function draftOrThrow(db: Db, id: number): Promise<Newsletter | null> {
  const newsletter = await findNewsletter(db, id);
  if (newsletter && newsletter.status !== "draft") throw new HttpError(409, newsletterMessages.notDraft);
  return newsletter;
}

export async function createNewsletter(
  db: Db,
  draft: Draft,
  createdBy: string,
  record?: RecordChange,
  now = new Date(),
): Promise<Newsletter> {
  return db.transaction().execute(async (tx) => {
    const clean = await cleanDraft(tx, draft);
    const id = await insertNewsletter(tx, { ...clean, createdBy }, now);
    await record?.(tx, {
      action: "newsletter.create",
      target: `newsletter ${id}`,
      detail: `Drafted “${clean.subject}”`,
    });
    return (await findNewsletter(tx, id))!;
  });
}

/** Saves a draft; answers null for an unknown id and refuses a newsletter already sent. */
export async function updateNewsletter(
  db: Db,
  id: number,
  draft: Draft,
  record?: RecordChange,
  now = new Date(),
): Promise<Newsletter | null> {
  return db.transaction().execute(async (tx) => {
    if (!(await draftOrThrow(tx, id))) return null;
    const clean = await cleanDraft(tx, draft);
    await updateNewsletterDraft(tx, id, clean, now);
    await record?.(tx, { action: "newsletter.edit", target: `newsletter ${id}`, detail: `Saved “${clean.subject}”` });
    return findNewsletter(tx, id);
  });
}

/** Deletes a draft; a sent newsletter stays as the record of what subscribers received. */
export async function removeNewsletter(db: Db, id: number, record?: RecordChange): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const newsletter = await draftOrThrow(tx, id);
    if (!newsletter) return false;
    await deleteNewsletter(tx, id);
    await record?.(tx, {
      action: "newsletter.delete",
      target: `newsletter ${id}`,
      detail: `Deleted the draft “${newsletter.subject}”`,
    });
    return true;
  });
}

function bodyOf(newsletter: Newsletter, links: NewsletterLinks): NewsletterBody {
  return newsletterBody(newsletter, {
    postUrl: newsletter.postId === null ? null : `${links.publicBaseUrl}/blog/${newsletter.postId}`,
    privacyUrl: links.privacyUrl,
  });
}

/** The e-mail as a subscriber will receive it, with a sample unsubscribe link. */
export async function previewNewsletter(
  db: Db,
  id: number,
  links: NewsletterLinks,
): Promise<{ subject: string; html: string; text: string } | null> {
  const newsletter = await findNewsletter(db, id);
  if (!newsletter) return null;
  const sample = links.unsubscribeUrl({ id: 0, email: "reader@example.com" });
  const { subject, html, text } = newsletterEmail(bodyOf(newsletter, links), { to: "", unsubscribeUrl: sample });
  return { subject, html: html ?? "", text };
}

/** Queues a test copy to the address an editor typed; answers false for an unknown id. Wake the outbox after it. */
export async function sendTest(
  db: Db,
  id: number,
  to: string,
  links: NewsletterLinks,
  record?: RecordChange,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const newsletter = await findNewsletter(tx, id);
    if (!newsletter) return false;
    await enqueueMessage(tx, newsletterEmail(bodyOf(newsletter, links), { to, unsubscribeUrl: null }));
    await record?.(tx, { action: "newsletter.test", target: `newsletter ${id}`, detail: `Test sent to ${to}` });
    return true;
  });
}

/**
 * Sends a draft to every confirmed address: one pending recipient row each, handed to the outbox
 * by sendNewsletterBatch at the configured rate. Answers null for an unknown id. Wake the job after it.
 */
export async function sendToSubscribers(
  db: Db,
  id: number,
  record?: RecordChange,
  now = new Date(),
): Promise<Newsletter | null> {
  return db.transaction().execute(async (tx) => {
    const newsletter = await draftOrThrow(tx, id);
    if (!newsletter) return null;
    const readers = await activeSubscribers(tx);
    if (readers.length === 0) throw new HttpError(409, newsletterMessages.noSubscribers);
    if (
      !(await startSending(
        tx,
        id,
        readers.map((r) => r.email),
        now,
      ))
    )
      throw new HttpError(409, newsletterMessages.notDraft);
    await record?.(tx, {
      action: "newsletter.send",
      target: `newsletter ${id}`,
      detail: `Sending “${newsletter.subject}” to ${readers.length} subscriber${readers.length === 1 ? "" : "s"}`,
    });
    return findNewsletter(tx, id);
  });
}

/** Reads back the outbox's outcome for recipients already handed to it; answers how many settled. */
async function settleQueued(db: Db): Promise<number> {
  const queued = await queuedRecipients(db, 1000);
  const states = await deliveryStates(
    db,
    queued.flatMap((r) => (r.outboxId === null ? [] : [r.outboxId])),
  );
  let settled = 0;
  for (const recipient of queued) {
    const state = recipient.outboxId === null ? undefined : states.get(recipient.outboxId);
    if (state?.status === "pending" || state?.status === "sending") continue;
    await settleRecipient(
      db,
      recipient.id,
      state?.status === "sent"
        ? { status: "sent", at: state.sentAt ?? new Date().toISOString(), error: null }
        : { status: "failed", at: new Date().toISOString(), error: state?.lastError ?? "No delivery record" },
    );
    settled += 1;
  }
  return settled;
}

export interface BatchOutcome {
  queued: number;
  skipped: number;
  settled: number;
  finished: number[];
}

/**
 * One pass of newsletter sending (a scheduled job): reads back deliveries, then hands the next
 * recipients to the outbox, at most `ratePerMinute` in any 60 seconds across passes, processes and
 * restarts (the window is counted from the database). Each recipient is claimed and its message
 * queued in one transaction, so nobody receives a newsletter twice; an address that left the
 * list meanwhile is skipped. Answers what it did, or undefined when there was nothing to do.
 */
export async function sendNewsletterBatch(
  db: Db,
  deps: { ratePerMinute: number; links: NewsletterLinks; wakeOutbox: () => void },
  now = new Date(),
): Promise<BatchOutcome | undefined> {
  if (!(await anySending(db))) return undefined;
  const settled = await settleQueued(db);
  const allowance = Math.min(
    NEWSLETTER_BATCH_MAX,
    deps.ratePerMinute - (await countQueuedSince(db, new Date(now.getTime() - 60_000))),
  );
  let queued = 0;
  let skipped = 0;
  const next = allowance > 0 ? await nextPendingRecipients(db, allowance) : [];
  if (next.length > 0) {
    const bodies = new Map<number, NewsletterBody>();
    for (const id of new Set(next.map((r) => r.newsletterId))) {
      const newsletter = await findNewsletter(db, id);
      if (newsletter) bodies.set(id, bodyOf(newsletter, deps.links));
    }
    await db.transaction().execute(async (tx) => {
      const active = await stillActive(
        tx,
        next.map((r) => r.email),
      );
      for (const recipient of next) {
        const reader = active.get(recipient.email);
        const body = bodies.get(recipient.newsletterId);
        if (!(await claimRecipient(tx, recipient.id, { status: reader && body ? "queued" : "skipped", at: now })))
          continue;
        if (!reader || !body) {
          skipped += 1;
          continue;
        }
        const message = newsletterEmail(body, { to: reader.email, unsubscribeUrl: deps.links.unsubscribeUrl(reader) });
        await linkOutboxMessage(tx, recipient.id, await enqueueMessage(tx, message, now, { bulk: true }));
        queued += 1;
      }
    });
  }
  const finished = await finishSentNewsletters(db, now);
  if (queued > 0) deps.wakeOutbox();
  return queued + skipped + settled + finished.length > 0 ? { queued, skipped, settled, finished } : undefined;
}

/** Which newsletters went to an address: found for the console and the export, deleted on erasure (decision 015). */
export const newslettersPersonalData: PersonalDataHolder = {
  name: "newsletters",
  label: "Newsletters sent",
  keeps: "Each newsletter keeps its counts of sent, failed and skipped e-mails, which name nobody.",
  find: async (db, who) => (who.email === null ? [] : recipientRowsOf(db, who.email)),
  erase: async (tx, who) => ({ count: who.email === null ? 0 : await deleteRecipientRowsOf(tx, who.email) }),
};
