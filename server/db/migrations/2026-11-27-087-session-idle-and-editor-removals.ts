import type { Kysely } from "kysely";

/**
 * Decision 075: when each session was last used (it ends after 12 idle hours), and the mobiles an
 * editor removed, so EDITOR_MOBILES does not quietly add them back at the next start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("last_used_at", "text").execute();
  await db.schema
    .createTable("editor_removals")
    .addColumn("mobile", "text", (c) => c.primaryKey())
    .addColumn("removed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("editor_removals").execute();
  await db.schema.alterTable("sessions").dropColumn("last_used_at").execute();
}
