import type { Kysely } from "kysely";

/**
 * Decision 085: a subscriber's choice of what changes in the law to hear about (topics as JSON,
 * and a state), and when each /updates line was handed to the mail job. Lines written before this
 * migration count as handled, so subscribers are not sent the whole history on the first run.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("subscribers").addColumn("update_topics", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("update_state", "text").execute();
  await db.schema.alterTable("legal_updates").addColumn("mailed_at", "text").execute();
  await db
    .updateTable("legal_updates")
    .set((eb) => ({ mailed_at: eb.ref("created_at") }))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("legal_updates").dropColumn("mailed_at").execute();
  await db.schema.alterTable("subscribers").dropColumn("update_state").execute();
  await db.schema.alterTable("subscribers").dropColumn("update_topics").execute();
}
