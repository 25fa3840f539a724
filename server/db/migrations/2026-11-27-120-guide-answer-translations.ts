import type { Kysely } from "kysely";

/**
 * The guide answers in Hindi (issue 29, decision 121): one row per answer and language, with its
 * own question, answer, badge line, review date and sources, and `english_seen_at`, the English
 * answer's `updated_at` the translation was last saved against. When the English answer changes
 * after that, the translation is flagged for review; '' means it was never checked against the
 * stored English (seeded while staff had already corrected the English).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("guide_answer_translations")
    .addColumn("answer_id", "text", (c) => c.notNull().references("guide_answers.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("answer_html", "text", (c) => c.notNull())
    .addColumn("date_note", "text", (c) => c.notNull())
    .addColumn("reviewed_on", "text", (c) => c.notNull())
    .addColumn("sources", "text", (c) => c.notNull())
    .addColumn("english_seen_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("guide_answer_translations_pk", ["answer_id", "language"])
    .execute();
}
