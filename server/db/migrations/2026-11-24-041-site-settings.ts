import type { Kysely } from "kysely";

/**
 * Settings staff change from the console, one JSON value per key (issue 20, decision 028): the
 * site's contact details ("contact") override the typed default in contract/site.ts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_settings").execute();
}
