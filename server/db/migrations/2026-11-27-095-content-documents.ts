import type { Kysely } from "kysely";

/**
 * The pages' content documents (issue 28, decision 100): one draft per document that visitors do
 * not see, and every published version kept whole, with who published it and when. The newest
 * version of a key is the one in force; a key with no version reads as its typed default.
 * (key, version) is the primary key, so two editors publishing at the same moment cannot both take
 * the same number: one of them is refused and tries again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_drafts")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("document", "text", (c) => c.notNull())
    .addColumn("saved_at", "text", (c) => c.notNull())
    .addColumn("saved_by", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("content_versions")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("document", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("published_by", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_versions_pk", ["key", "version"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_versions").execute();
  await db.schema.dropTable("content_drafts").execute();
}
