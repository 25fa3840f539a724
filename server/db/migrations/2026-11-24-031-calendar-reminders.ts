import type { Kysely } from "kysely";
import { withId } from "./id-column.ts";

/**
 * Compliance calendar reminders (issue 18, decision 024). A subscriber who confirmed reminders has
 * `reminders_since` set, with the calendar filter the reminders follow; `reminder_sends` records
 * each reminder e-mail queued, one per subscriber and due date (the unique key makes the job
 * idempotent across restarts and processes).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("subscribers").addColumn("reminders_since", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("reminder_state", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("reminder_kind", "text").execute();
  await withId(db, db.schema.createTable("reminder_sends"))
    .addColumn("subscriber_id", "integer", (c) => c.notNull())
    .addColumn("due_date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("reminder_sends_subscriber_date", ["subscriber_id", "due_date"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reminder_sends").execute();
  for (const column of ["reminder_kind", "reminder_state", "reminders_since"])
    await db.schema.alterTable("subscribers").dropColumn(column).execute();
}
