import type { Kysely } from "kysely";

/**
 * The licence directory's rows in Hindi (issue 29, decision 126): one row per directory row and
 * language, with its own department, licence lines, review date and sources, and
 * `english_seen_at`, the English row's `updated_at` the translation was last saved against, as
 * decisions 121 and 129 do for the guide answers and the service lists. When the English row changes
 * after that, the translation is flagged for review; '' means it was never checked against the
 * stored English (seeded while staff had already corrected the English).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("licence_row_translations")
    .addColumn("id", "text", (c) => c.notNull().references("licence_rows.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("department", "text", (c) => c.notNull())
    .addColumn("licences", "text", (c) => c.notNull())
    .addColumn("reviewed_on", "text", (c) => c.notNull())
    .addColumn("sources", "text", (c) => c.notNull())
    .addColumn("english_seen_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("licence_row_translations_pk", ["id", "language"])
    .execute();
}
