import type { ConversionSource } from "../../../contract/shared/visit-source.ts";
import type { Selectable } from "kysely";
import type { Subscriber } from "../../../contract/console/admin.ts";
import type { SubscriberStatus } from "../../../contract/api/subscribe.ts";
import { updateTopicIds, type UpdateChoice } from "../../../contract/api/update-topics.ts";
import { containsAny } from "../../db/contains-any.ts";
import type { Db } from "../../db/connection.ts";
import type { Language } from "../../../contract/shared/language.ts";
import type { SubscribersTable } from "../../db/schema.ts";

export type SubscriberRow = Omit<Selectable<SubscribersTable>, "id" | "status"> & {
  id: number;
  status: SubscriberStatus;
};

function toRow(row: Selectable<SubscribersTable>): SubscriberRow {
  return { ...row, id: Number(row.id), status: row.status as SubscriberStatus };
}

function toSubscriber(row: SubscriberRow): Subscriber {
  const { id, email, status, created_at, confirmed_at, unsubscribed_at } = row;
  return { id, email, status, created_at, confirmed_at, unsubscribed_at };
}

export async function findSubscriberByEmail(db: Db, email: string): Promise<SubscriberRow | null> {
  const row = await db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function findSubscriber(db: Db, id: number): Promise<SubscriberRow | null> {
  const row = await db.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRow(row) : null;
}

/**
 * Adds an address as pending with its confirmation sent now; answers the new row, or null when
 * the address is already there (a concurrent signup won the race).
 */
export async function insertPendingSubscriber(
  db: Db,
  email: string,
  now: Date,
  visitSource?: ConversionSource,
): Promise<SubscriberRow | null> {
  const at = now.toISOString();
  const row = await db
    .insertInto("subscribers")
    .values({ email, status: "pending", confirmation_sent_at: at, created_at: at, ...visitSource })
    .onConflict((oc) => oc.column("email").doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Records that a confirmation e-mail went out now; a left address becomes pending again. */
export async function markConfirmationSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable("subscribers")
    .set({ status: "pending", confirmation_sent_at: now.toISOString(), unsubscribed_at: null })
    .where("id", "=", id)
    .execute();
}

export async function markConfirmed(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable("subscribers")
    .set({ status: "active", confirmed_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function markUnsubscribed(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable("subscribers")
    .set({ status: "unsubscribed", unsubscribed_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** Mailing-list addresses, newest first; `q` matches the address. */
export async function listSubscribers(db: Db, q?: string): Promise<Subscriber[]> {
  let query = db.selectFrom("subscribers").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (q) query = query.where(containsAny(["email"], q));
  return (await query.execute()).map((row) => toSubscriber(toRow(row)));
}

/** The confirmed addresses a newsletter goes to, oldest first. */
export async function activeSubscribers(db: Db): Promise<{ id: number; email: string }[]> {
  const rows = await db
    .selectFrom("subscribers")
    .select(["id", "email"])
    .where("status", "=", "active")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), email: row.email }));
}

export async function countActiveSubscribers(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom("subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "active")
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The rows of these addresses that are still active, by address (a newsletter skips those that left). */
export async function stillActive(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, { id: number; email: string }>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .selectFrom("subscribers")
    .select(["id", "email"])
    .where("status", "=", "active")
    .where("email", "in", [...emails])
    .execute();
  return new Map(rows.map((row) => [row.email, { id: Number(row.id), email: row.email }]));
}

/** Removes one address; answers the removed address, or null when there was none. */
export async function deleteSubscriber(db: Db, id: number): Promise<string | null> {
  const row = await db.deleteFrom("subscribers").where("id", "=", id).returning("email").executeTakeFirst();
  return row?.email ?? null;
}

// Compliance calendar reminders (decision 024): the subscriber's opt-in and the filter they follow.

/** Turns reminders on for an address (adding it to the list, not confirmed for the newsletter, if it is not on it), with its filter. */
export async function startReminders(
  db: Db,
  target: { email: string; state: string; kind: string; language?: Language },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  // Null is English: an English signup leaves the row as it always was (issue 29).
  const language = target.language === "hi" ? "hi" : null;
  await db
    .insertInto("subscribers")
    .values({
      email: target.email,
      // Reminders are not the newsletter: an address added for them waits for its own confirmation (decision 016).
      status: "pending",
      created_at: at,
      reminders_since: at,
      reminder_state: target.state,
      reminder_kind: target.kind,
      reminder_language: language,
    })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet({
        reminders_since: at,
        reminder_state: target.state,
        reminder_kind: target.kind,
        reminder_language: language,
      }),
    )
    .execute();
}

/** Turns reminders off; the address stays on the mailing list. */
export async function stopReminders(db: Db, email: string): Promise<void> {
  await db.updateTable("subscribers").set({ reminders_since: null }).where("email", "=", email).execute();
}

export interface ReminderSubscriber {
  id: number;
  email: string;
  state: string | null;
  kind: string | null;
  /** The language of their reminders (the page they signed up on). */
  language: Language;
}

/**
 * Subscribers with reminders on. Reminders start only from the signed link e-mailed to the
 * address (decision 024), so each of them confirmed its own opt-in, whatever its newsletter status.
 */
export async function reminderSubscribers(db: Db): Promise<ReminderSubscriber[]> {
  const rows = await db
    .selectFrom("subscribers")
    .select(["id", "email", "reminder_state", "reminder_kind", "reminder_language"])
    .where("reminders_since", "is not", null)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    email: r.email,
    state: r.reminder_state,
    kind: r.reminder_kind,
    language: r.reminder_language === "hi" ? "hi" : "en",
  }));
}

/** Removes an address wherever it is on the list (erasure); answers how many rows went. */
export async function deleteSubscriberByEmail(db: Db, email: string): Promise<number> {
  const result = await db.deleteFrom("subscribers").where("email", "=", email).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Retention: addresses never confirmed whose link went out before `pendingBefore`, and addresses
 * that left before `unsubscribedBefore`, unless they still receive calendar reminders (which they
 * confirmed on their own). Answers how many rows went.
 */
export async function purgeSubscribers(
  db: Db,
  cutoffs: { pendingBefore: Date; unsubscribedBefore: Date },
): Promise<number> {
  const result = await db
    .deleteFrom("subscribers")
    .where("reminders_since", "is", null)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("confirmation_sent_at", "<", cutoffs.pendingBefore.toISOString())]),
        eb.and([
          eb("status", "=", "unsubscribed"),
          eb("unsubscribed_at", "<", cutoffs.unsubscribedBefore.toISOString()),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Changes in the law (decision 085): what a subscriber chose to hear about.

/** The topics a row's JSON holds; a value the list no longer has is dropped. */
export function updateChoiceOf(row: { update_topics: string | null; update_state: string | null }): UpdateChoice {
  const stored = row.update_topics === null ? [] : (JSON.parse(row.update_topics) as string[]);
  return {
    topics: updateTopicIds.filter((topic) => stored.includes(topic)),
    state: row.update_state ?? "",
  };
}

/** Replaces the subscriber's choice whole. */
export async function setUpdateChoice(db: Db, id: number, choice: UpdateChoice): Promise<void> {
  await db
    .updateTable("subscribers")
    .set({ update_topics: JSON.stringify(choice.topics), update_state: choice.state || null })
    .where("id", "=", id)
    .execute();
}

/** Confirmed subscribers who chose at least a topic or a state, oldest first. */
export async function updateReaders(db: Db): Promise<{ id: number; email: string; choice: UpdateChoice }[]> {
  const rows = await db
    .selectFrom("subscribers")
    .select(["id", "email", "update_topics", "update_state"])
    .where("status", "=", "active")
    .where((eb) => eb.or([eb("update_topics", "is not", null), eb("update_state", "is not", null)]))
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), email: row.email, choice: updateChoiceOf(row) }));
}
