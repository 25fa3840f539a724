import type { DataSubject } from "../../contract/console/privacy.ts";
import type { Selectable } from "kysely";
import { isPostgres } from "../db/advisory-lock.ts";
import type { Db } from "../db/connection.ts";
import { containsAny } from "../db/contains-any.ts";
import { phoneMatches } from "../db/personal-data.ts";

import type { OutboxTable } from "../db/schema.ts";
import type { Channel, OutgoingMessage } from "./outbox.ts";

/**
 * Stores a message for the worker and answers its id. Call it with the request's transaction, so
 * the message exists exactly when the enquiry, order or OTP it belongs to exists; then `wake()` the
 * worker after commit. A `bulk` message (a newsletter's) waits while anything else is due. A
 * `secret` one (an OTP) keeps its text only until it is delivered or given up (decision 072).
 */
export async function enqueueMessage(
  db: Db,
  message: OutgoingMessage,
  now = new Date(),
  options: { bulk?: boolean; secret?: boolean } = {},
): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto("outbox")
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      headers: message.headers ? JSON.stringify(message.headers) : null,
      attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
      bulk: options.bulk ? 1 : 0,
      secret: options.secret ? 1 : 0,
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** A claimed message as the worker delivers it. */
export type QueuedMessage = Pick<
  Selectable<OutboxTable>,
  "id" | "recipient" | "subject" | "body" | "html" | "headers" | "attachments" | "attempts"
> & { channel: Channel; secret: boolean };

/**
 * Claims up to `limit` messages due at `now` (pending, or claimed by a worker whose lease ran out,
 * so a crashed worker's messages come back) for one delivery each until `leaseUntil`, and answers
 * them oldest first, login codes before other messages and a newsletter's after all others. `channel` claims one channel's only (the
 * worker delivers SMS in a lane of its own, so an OTP never waits behind e-mail). One statement: on
 * PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED`, so workers on several instances claim
 * disjoint sets without waiting for each other; SQLite's single writer gives the same without the
 * clause.
 */
export async function claimDueMessages(
  db: Db,
  now: Date,
  limit: number,
  leaseUntil: Date,
  channel?: Channel,
): Promise<QueuedMessage[]> {
  const due = db
    .selectFrom("outbox")
    .select("id")
    .where("status", "in", ["pending", "sending"])
    .where("next_attempt_at", "<=", now.toISOString())
    .$if(channel !== undefined, (query) => query.where("channel", "=", channel!))
    .orderBy("bulk")
    // Login codes first: they die in five minutes.
    .orderBy("secret", "desc")
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .$if(isPostgres(db), (query) => query.forUpdate().skipLocked());
  const rows = await db
    .updateTable("outbox")
    .set({ status: "sending", next_attempt_at: leaseUntil.toISOString() })
    .where("id", "in", due)
    .returning([
      "id",
      "channel",
      "recipient",
      "subject",
      "body",
      "html",
      "headers",
      "attachments",
      "attempts",
      "bulk",
      "secret",
    ])
    .execute();
  return rows
    .sort(
      (a, b) => Number(a.bulk) - Number(b.bulk) || Number(b.secret) - Number(a.secret) || Number(a.id) - Number(b.id),
    )
    .map(({ bulk: _bulk, ...row }) => ({
      ...row,
      id: Number(row.id),
      channel: row.channel as Channel,
      attempts: Number(row.attempts),
      secret: Number(row.secret) === 1,
    }));
}

/** A delivered message; `keptBody` replaces a secret message's text (its code removed). */
export async function markSent(db: Db, id: number, attempts: number, now: Date, keptBody?: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({
      status: "sent",
      attempts,
      sent_at: now.toISOString(),
      last_error: null,
      ...(keptBody !== undefined ? { body: keptBody } : {}),
    })
    .where("id", "=", id)
    .execute();
}

/** A failed delivery: tried again at `retryAt`, or given up for an operator when `failed`. */
export async function markFailed(
  db: Db,
  id: number,
  outcome: { attempts: number; failed: boolean; retryAt: Date; error: string; keptBody?: string },
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({
      status: outcome.failed ? "failed" : "pending",
      attempts: outcome.attempts,
      next_attempt_at: outcome.retryAt.toISOString(),
      last_error: outcome.error,
      ...(outcome.keptBody !== undefined ? { body: outcome.keptBody } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export interface DeliveryState {
  status: "pending" | "sending" | "sent" | "failed";
  sentAt: string | null;
  lastError: string | null;
}

/** Where each of these messages stands; ids no longer stored are absent. */
export async function deliveryStates(db: Db, ids: readonly number[]): Promise<Map<number, DeliveryState>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "status", "sent_at", "last_error"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { status: row.status as DeliveryState["status"], sentAt: row.sent_at, lastError: row.last_error },
    ]),
  );
}

/** Retention: deletes messages delivered or given up before `before`; answers how many went. */
export async function purgeFinishedMessages(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("outbox")
    .where("status", "in", ["sent", "failed"])
    .where("created_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Messages to or about a person (erasure and export): sent to the address or mobile, or quoting it
 * in the text (the business's alerts about an enquiry or order), oldest first.
 */
function aboutQuery(db: Db, who: DataSubject) {
  return db.selectFrom("outbox").where((eb) => {
    if (who.email !== null)
      return eb.or([eb(eb.fn("lower", ["recipient"]), "=", who.email), containsAny(["subject", "body"], who.email)]);
    return eb.or([
      eb("recipient", "=", who.mobile),
      phoneMatches("subject", who.mobile, "contains"),
      phoneMatches("body", who.mobile, "contains"),
    ]);
  });
}

export async function messagesAbout(db: Db, who: DataSubject) {
  const rows = await aboutQuery(db, who)
    .select(["id", "channel", "recipient", "subject", "body", "status", "created_at", "sent_at"])
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function deleteMessagesAbout(db: Db, who: DataSubject): Promise<number> {
  const ids = (await aboutQuery(db, who).select("id").execute()).map((row) => row.id);
  if (ids.length === 0) return 0;
  await db.deleteFrom("outbox").where("id", "in", ids).execute();
  return ids.length;
}
