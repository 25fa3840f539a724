import type { Selectable } from "kysely";
import type {
  Newsletter,
  NewsletterRecipient,
  NewsletterStatus,
  RecipientStatus,
} from "../../../contract/console/newsletters.ts";
import type { Db } from "../../db/connection.ts";
import type { NewslettersTable } from "../../db/schema.ts";

type Progress = Newsletter["progress"];

const emptyProgress = (): Progress => ({ total: 0, pending: 0, queued: 0, sent: 0, failed: 0, skipped: 0 });

function toNewsletter(row: Selectable<NewslettersTable>, live: Progress | undefined): Newsletter {
  // While recipient rows exist they are the truth; once purged, the counts kept on the newsletter are.
  const kept: Progress = {
    ...emptyProgress(),
    total: Number(row.recipient_count),
    sent: Number(row.sent_count),
    failed: Number(row.failed_count),
    skipped: Number(row.skipped_count),
  };
  return {
    id: Number(row.id),
    subject: row.subject,
    html: row.html,
    postId: row.post_id === null ? null : Number(row.post_id),
    status: row.status as NewsletterStatus,
    createdBy: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    sendingStartedAt: row.sending_started_at,
    finishedAt: row.finished_at,
    progress: live && live.total > 0 ? live : kept,
  };
}

async function progressOf(db: Db, ids: readonly number[]): Promise<Map<number, Progress>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("newsletter_recipients")
    .select((eb) => ["newsletter_id", "status", eb.fn.countAll<number>().as("n")])
    .where("newsletter_id", "in", [...ids])
    .groupBy(["newsletter_id", "status"])
    .execute();
  const byId = new Map<number, Progress>();
  for (const row of rows) {
    const progress = byId.get(Number(row.newsletter_id)) ?? emptyProgress();
    progress[row.status as RecipientStatus] += Number(row.n);
    progress.total += Number(row.n);
    byId.set(Number(row.newsletter_id), progress);
  }
  return byId;
}

export async function insertNewsletter(
  db: Db,
  draft: { subject: string; html: string; postId: number | null; createdBy: string },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto("newsletters")
    .values({
      subject: draft.subject,
      html: draft.html,
      post_id: draft.postId,
      status: "draft",
      created_by: draft.createdBy,
      created_at: at,
      updated_at: at,
      recipient_count: 0,
      sent_count: 0,
      failed_count: 0,
      skipped_count: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function updateNewsletterDraft(
  db: Db,
  id: number,
  draft: { subject: string; html: string; postId: number | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable("newsletters")
    .set({ subject: draft.subject, html: draft.html, post_id: draft.postId, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function deleteNewsletter(db: Db, id: number): Promise<void> {
  await db.deleteFrom("newsletters").where("id", "=", id).execute();
}

export async function findNewsletter(db: Db, id: number): Promise<Newsletter | null> {
  const row = await db.selectFrom("newsletters").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toNewsletter(row, (await progressOf(db, [id])).get(id)) : null;
}

/** Newsletters newest first with their progress. */
export async function listNewsletters(db: Db): Promise<Newsletter[]> {
  const rows = await db
    .selectFrom("newsletters")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const progress = await progressOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => toNewsletter(row, progress.get(Number(row.id))));
}

/** Starts a draft's sending with one pending row per address; answers false when it was no longer a draft. */
export async function startSending(db: Db, id: number, recipients: readonly string[], now: Date): Promise<boolean> {
  const at = now.toISOString();
  const started = await db
    .updateTable("newsletters")
    .set({ status: "sending", sending_started_at: at, updated_at: at, recipient_count: recipients.length })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (Number(started.numUpdatedRows) !== 1) return false;
  // Several hundred rows per statement stay far below both databases' bound-parameter limits.
  for (let i = 0; i < recipients.length; i += 300) {
    await db
      .insertInto("newsletter_recipients")
      .values(recipients.slice(i, i + 300).map((email) => ({ newsletter_id: id, email, status: "pending" })))
      .execute();
  }
  return true;
}

export interface PendingRecipient {
  id: number;
  newsletterId: number;
  email: string;
}

/** The next recipients waiting for their turn, oldest newsletter first. */
export async function nextPendingRecipients(db: Db, limit: number): Promise<PendingRecipient[]> {
  const rows = await db
    .selectFrom("newsletter_recipients")
    .select(["id", "newsletter_id", "email"])
    .where("status", "=", "pending")
    .orderBy("newsletter_id")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    newsletterId: Number(row.newsletter_id),
    email: row.email,
  }));
}

/**
 * Takes a pending recipient for this process: only the UPDATE that finds it still pending wins,
 * so two processes never queue the same e-mail. Answers whether this one won.
 */
export async function claimRecipient(
  db: Db,
  id: number,
  outcome: { status: "queued" | "skipped"; at: Date },
): Promise<boolean> {
  const at = outcome.at.toISOString();
  const claim = await db
    .updateTable("newsletter_recipients")
    .set(
      outcome.status === "queued"
        ? { status: "queued", queued_at: at }
        : { status: "skipped", settled_at: at, error: "Unsubscribed before its turn" },
    )
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(claim.numUpdatedRows) === 1;
}

export async function linkOutboxMessage(db: Db, id: number, outboxId: number): Promise<void> {
  await db.updateTable("newsletter_recipients").set({ outbox_id: outboxId }).where("id", "=", id).execute();
}

/** How many recipients were handed to the outbox since `since` (the sending rate's window). */
export async function countQueuedSince(db: Db, since: Date): Promise<number> {
  const { n } = await db
    .selectFrom("newsletter_recipients")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("queued_at", ">=", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Recipients handed to the outbox whose delivery has not been read back yet. */
export async function queuedRecipients(db: Db, limit: number): Promise<{ id: number; outboxId: number | null }[]> {
  const rows = await db
    .selectFrom("newsletter_recipients")
    .select(["id", "outbox_id"])
    .where("status", "=", "queued")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), outboxId: row.outbox_id === null ? null : Number(row.outbox_id) }));
}

export async function settleRecipient(
  db: Db,
  id: number,
  outcome: { status: "sent" | "failed"; at: string; error: string | null },
): Promise<void> {
  await db
    .updateTable("newsletter_recipients")
    .set({ status: outcome.status, settled_at: outcome.at, error: outcome.error })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .execute();
}

/**
 * Marks every sending newsletter without pending or queued recipients as sent, keeping its counts
 * for when the recipient rows are purged; answers the ids it finished.
 */
export async function finishSentNewsletters(db: Db, now: Date): Promise<number[]> {
  const sending = await db.selectFrom("newsletters").select("id").where("status", "=", "sending").execute();
  const ids = sending.map((row) => Number(row.id));
  const progress = await progressOf(db, ids);
  const finished: number[] = [];
  for (const id of ids) {
    const p = progress.get(id) ?? emptyProgress();
    if (p.pending + p.queued > 0) continue;
    await db
      .updateTable("newsletters")
      .set({
        status: "sent",
        finished_at: now.toISOString(),
        sent_count: p.sent,
        failed_count: p.failed,
        skipped_count: p.skipped,
      })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .execute();
    finished.push(id);
  }
  return finished;
}

/** Whether any newsletter is being sent (the job's first, and on most passes only, question). */
export async function anySending(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("newsletters")
    .select("id")
    .where("status", "=", "sending")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every recipient of one newsletter, in the order they were queued. */
export async function listRecipients(db: Db, newsletterId: number): Promise<NewsletterRecipient[]> {
  const rows = await db
    .selectFrom("newsletter_recipients")
    .selectAll()
    .where("newsletter_id", "=", newsletterId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    email: row.email,
    status: row.status as RecipientStatus,
    queuedAt: row.queued_at,
    settledAt: row.settled_at,
    error: row.error,
  }));
}

/** Retention: per-recipient rows of newsletters finished before `before`; their counts stay. */
export async function purgeRecipientsOfFinished(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("newsletter_recipients")
    .where("newsletter_id", "in", (eb) =>
      eb
        .selectFrom("newsletters")
        .select("id")
        .where("status", "=", "sent")
        .where("finished_at", "<", before.toISOString()),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every newsletter an address was on the list of (erasure and export), oldest first. */
export async function recipientRowsOf(
  db: Db,
  email: string,
): Promise<(NewsletterRecipient & { newsletterId: number; subject: string })[]> {
  const rows = await db
    .selectFrom("newsletter_recipients")
    .innerJoin("newsletters", "newsletters.id", "newsletter_recipients.newsletter_id")
    .select([
      "newsletter_recipients.newsletter_id",
      "newsletters.subject",
      "newsletter_recipients.email",
      "newsletter_recipients.status",
      "newsletter_recipients.queued_at",
      "newsletter_recipients.settled_at",
      "newsletter_recipients.error",
    ])
    .where("newsletter_recipients.email", "=", email)
    .orderBy("newsletter_recipients.id")
    .execute();
  return rows.map((row) => ({
    newsletterId: Number(row.newsletter_id),
    subject: row.subject,
    email: row.email,
    status: row.status as RecipientStatus,
    queuedAt: row.queued_at,
    settledAt: row.settled_at,
    error: row.error,
  }));
}

export async function deleteRecipientRowsOf(db: Db, email: string): Promise<number> {
  const result = await db.deleteFrom("newsletter_recipients").where("email", "=", email).executeTakeFirst();
  return Number(result.numDeletedRows);
}
