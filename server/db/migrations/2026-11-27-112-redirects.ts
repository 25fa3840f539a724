import type { Kysely } from "kysely";
import { withId } from "./id-column.ts";

/**
 * The owners' redirect list (issue 28, decision 108): an old path on this site answers 301 to a new
 * path or URL. `from_path` is stored normalised (leading slash, no trailing slash, no query), once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("redirects"))
    .addColumn("from_path", "text", (c) => c.notNull().unique())
    .addColumn("to_url", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("redirects").execute();
}
