import type { Kysely } from "kysely";

/**
 * Issue 29, decision 127: the language of a subscriber's due-date reminders, set from the page they
 * signed up on ("hi" for a Hindi page). Null is English, so every existing subscriber keeps the
 * e-mails they had.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("subscribers").addColumn("reminder_language", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("subscribers").dropColumn("reminder_language").execute();
}
