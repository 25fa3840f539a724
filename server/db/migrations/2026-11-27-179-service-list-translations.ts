import type { Kysely } from "kysely";

/**
 * The service pages' legal lists in Hindi (issue 29): one row per list and language, with its own
 * points, laws, review date and sources, and `english_seen_at`, the English list's `updated_at`
 * the translation was last saved against, as decision 121 does for the guide answers. When the
 * English list changes after that, the translation is flagged for review; '' means it was never
 * checked against the stored English (seeded while staff had already corrected the English).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("service_legal_list_translations")
    .addColumn("slug", "text", (c) => c.notNull().references("service_legal_lists.slug").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("points", "text", (c) => c.notNull())
    .addColumn("laws", "text", (c) => c.notNull())
    .addColumn("reviewed_on", "text", (c) => c.notNull())
    .addColumn("sources", "text", (c) => c.notNull())
    .addColumn("english_seen_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("service_legal_list_translations_pk", ["slug", "language"])
    .execute();
}
