import type { Kysely } from "kysely";
import { withId } from "./id-column.ts";

/**
 * The calculators' figures and the calendar's due dates become data staff keep (issue 27, decision
 * 084). `figure_values`: a new value of one figure of the typed rules file from a date in India on
 * (the typed file stays the value from the beginning of time, so no rows are seeded);
 * `due_date_changes`: one period's due date moved; `legal_updates`: the public list of changes
 * (/updates), one line per change of a published legal figure, with the pages it touches (a JSON
 * list of paths in text) and its topics (JSON: figure groups such as "esi", or state names).
 * Dates are ISO text on both SQLite and PostgreSQL, so they compare as text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("figure_values"))
    .addColumn("figure_key", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("effective_from", "text", (c) => c.notNull())
    .addColumn("source_name", "text", (c) => c.notNull())
    .addColumn("source_url", "text", (c) => c.notNull())
    .addColumn("reviewed_on", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("figure_values_key")
    .on("figure_values")
    .columns(["figure_key", "effective_from"])
    .execute();

  await withId(db, db.schema.createTable("due_date_changes"))
    .addColumn("obligation_id", "text", (c) => c.notNull())
    .addColumn("due_date", "text", (c) => c.notNull())
    .addColumn("new_date", "text", (c) => c.notNull())
    .addColumn("source_name", "text", (c) => c.notNull())
    .addColumn("source_url", "text", (c) => c.notNull())
    .addColumn("reviewed_on", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .execute();

  await withId(db, db.schema.createTable("legal_updates"))
    .addColumn("published_on", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("pages", "text", (c) => c.notNull())
    .addColumn("source_name", "text")
    .addColumn("source_url", "text")
    .addColumn("topics", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("legal_updates_created_at").on("legal_updates").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("legal_updates").execute();
  await db.schema.dropTable("due_date_changes").execute();
  await db.schema.dropTable("figure_values").execute();
}
