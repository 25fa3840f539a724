/** The reminders queued so far (table `reminder_sends`, decision 024): one row per subscriber and date. */
import type { Db } from "../../db/connection.ts";

/** The reminders already queued for these due dates, as "subscriberId date". */
export async function sentReminders(db: Db, dates: string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .selectFrom("reminder_sends")
    .select(["subscriber_id", "due_date"])
    .where("due_date", "in", dates)
    .execute();
  return new Set(rows.map((r) => `${Number(r.subscriber_id)} ${r.due_date}`));
}

/**
 * Records one reminder; false when it was already recorded (by an earlier run or another process).
 * Call it in the transaction that queues the e-mail, so the record exists exactly when the e-mail does.
 */
export async function recordReminder(
  db: Db,
  subscriberId: number,
  dueDate: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .insertInto("reminder_sends")
    .values({ subscriber_id: subscriberId, due_date: dueDate, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["subscriber_id", "due_date"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The reminders queued for one subscriber (data requests, decision 015), oldest first. */
export async function remindersOf(db: Db, subscriberId: number): Promise<{ due_date: string; created_at: string }[]> {
  return db
    .selectFrom("reminder_sends")
    .select(["due_date", "created_at"])
    .where("subscriber_id", "=", subscriberId)
    .orderBy("id")
    .execute();
}

export async function deleteRemindersOf(db: Db, subscriberId: number): Promise<number> {
  const result = await db.deleteFrom("reminder_sends").where("subscriber_id", "=", subscriberId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Retention: the record of reminders for dates before `date` (YYYY-MM-DD), long past any run's window. */
export async function purgeRemindersBefore(db: Db, date: string): Promise<number> {
  const result = await db.deleteFrom("reminder_sends").where("due_date", "<", date).executeTakeFirst();
  return Number(result.numDeletedRows);
}
