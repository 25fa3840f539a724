import type { Kysely } from "kysely";

/**
 * The guideline answers move into the database so staff can correct them from the console (issue
 * 20, decision 028): one row per answer, keyed by the stable id the typed files gave it, with its
 * review date and the official source links it rests on (a JSON list of {name, url} in text, the
 * same on SQLite and PostgreSQL), and the same way the licence directory's rows and the service
 * pages' legal lists (their points and laws). The audit log gains the record before and after a
 * change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("guide_answers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("guide", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("answer_html", "text", (c) => c.notNull())
    .addColumn("badge_date", "text", (c) => c.notNull())
    .addColumn("badge_month", "text", (c) => c.notNull())
    .addColumn("date_note", "text", (c) => c.notNull())
    .addColumn("reviewed_on", "text", (c) => c.notNull())
    .addColumn("sources", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("guide_answers_guide").on("guide_answers").columns(["guide", "position"]).execute();
  await db.schema.createIndex("guide_answers_reviewed_on").on("guide_answers").column("reviewed_on").execute();

  await db.schema
    .createTable("licence_rows")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("department", "text", (c) => c.notNull())
    .addColumn("licences", "text", (c) => c.notNull())
    .addColumn("reviewed_on", "text", (c) => c.notNull())
    .addColumn("sources", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("service_legal_lists")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("points", "text", (c) => c.notNull())
    .addColumn("laws", "text", (c) => c.notNull())
    .addColumn("reviewed_on", "text", (c) => c.notNull())
    .addColumn("sources", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("audit_log").addColumn("before_value", "text").execute();
  await db.schema.alterTable("audit_log").addColumn("after_value", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_log").dropColumn("after_value").execute();
  await db.schema.alterTable("audit_log").dropColumn("before_value").execute();
  await db.schema.dropTable("service_legal_lists").execute();
  await db.schema.dropTable("licence_rows").execute();
  await db.schema.dropTable("guide_answers").execute();
}
