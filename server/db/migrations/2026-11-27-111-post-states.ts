import type { Kysely } from "kysely";

/**
 * Posts as drafts, scheduled or published, with their own search settings and the staff member who
 * wrote them (issue 28, decision 107). Every post so far was published the moment it was saved, so
 * the default state is "published" and nothing public changes. `publish_at` is the UTC instant a
 * scheduled post goes live; `author_mobile` is the author role's "own posts" (null: written before
 * roles, or through SPEC's create-blog form by an editor).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema
    .alterTable("posts")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
    .execute();
  for (const column of ["publish_at", "author_mobile", "seo_title", "seo_description", "seo_image"])
    await db.schema.alterTable("posts").addColumn(column, "text").execute();
  await db.schema.createIndex("posts_status_publish_at").on("posts").columns(["status", "publish_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("posts_status_publish_at").execute();
  for (const column of ["seo_image", "seo_description", "seo_title", "author_mobile", "publish_at", "status"])
    await db.schema.alterTable("posts").dropColumn(column).execute();
}
