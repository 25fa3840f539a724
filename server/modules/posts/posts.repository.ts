import type { Insertable, Selectable, Updateable } from "kysely";
import type { Post, PostCategory } from "../../../contract/api/posts.ts";
import type { AdminPost, PostStatus } from "../../../contract/console/post-states.ts";
import type { Db } from "../../db/connection.ts";
import { containsAny } from "../../db/contains-any.ts";
import type { PostsTable } from "../../db/schema.ts";

function toPost(row: Selectable<PostsTable>): Post {
  return {
    id: Number(row.id),
    title: row.title,
    content: row.content,
    tag: row.tag,
    category: row.category as PostCategory,
    image: row.image,
    author: row.author,
    created_at: row.created_at,
    updated_at: row.updated_at,
    excerpt: row.excerpt,
    rating: row.rating === null ? null : Number(row.rating),
  };
}

/** A post with its state and search settings, as the console and the post page read it. */
function toAdminPost(row: Selectable<PostsTable>): AdminPost {
  return {
    ...toPost(row),
    status: row.status as PostStatus,
    publishAt: row.publish_at,
    authorMobile: row.author_mobile,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    seoImage: row.seo_image,
  };
}

/** Every published post, newest first: the public list, home, sitemap and RSS (drafts never). */
export async function listPosts(db: Db): Promise<Post[]> {
  const rows = await db
    .selectFrom("posts")
    .selectAll()
    .where("status", "=", "published")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toPost);
}

const findRow = (db: Db, id: number) => db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();

/** A published post, or null (a draft or scheduled post is not found by the public). */
export async function findPublishedPost(db: Db, id: number): Promise<Post | null> {
  const row = await findRow(db, id);
  return row?.status === "published" ? toPost(row) : null;
}

/** A published post with its search settings, for its page's meta tags. */
export async function findPublishedPostPage(db: Db, id: number): Promise<AdminPost | null> {
  const row = await findRow(db, id);
  return row?.status === "published" ? toAdminPost(row) : null;
}

/** Every post in any state (only `authorMobile`'s when given), newest first: the console's list. */
export async function listAdminPosts(db: Db, authorMobile?: string): Promise<AdminPost[]> {
  let query = db.selectFrom("posts").selectAll();
  if (authorMobile !== undefined) query = query.where("author_mobile", "=", authorMobile);
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return rows.map(toAdminPost);
}

/** A post in any state. */
export async function findAdminPost(db: Db, id: number): Promise<AdminPost | null> {
  const row = await findRow(db, id);
  return row ? toAdminPost(row) : null;
}

export async function insertPost(db: Db, values: Insertable<PostsTable>): Promise<AdminPost> {
  return toAdminPost(await db.insertInto("posts").values(values).returningAll().executeTakeFirstOrThrow());
}

/** Changes a post's columns; answers the post as stored now, or null for an unknown id. */
export async function updatePost(db: Db, id: number, values: Updateable<PostsTable>): Promise<AdminPost | null> {
  const row = await db.updateTable("posts").set(values).where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toAdminPost(row) : null;
}

/**
 * Publishes the scheduled posts whose time has come (the once-per-cluster job, decision 107); each
 * is dated by its time to go live, so it lands in the list where it belongs. Answers their ids.
 */
export async function publishDuePosts(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable("posts")
    .set((eb) => ({ status: "published", created_at: eb.ref("publish_at").$notNull(), updated_at: now.toISOString() }))
    .where("status", "=", "scheduled")
    .where("publish_at", "<=", now.toISOString())
    .returning("id")
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Deletes a post; answers its title and cover path, or null for an unknown id. */
export async function deletePost(db: Db, id: number): Promise<{ title: string; image: string | null } | null> {
  return (await db.deleteFrom("posts").where("id", "=", id).returning(["title", "image"]).executeTakeFirst()) ?? null;
}

/** The posts whose HTML or cover contains `needle` (a media library file stem), for its usage list. */
export async function postsWithImage(db: Db, needle: string): Promise<{ id: number; title: string }[]> {
  const rows = await db
    .selectFrom("posts")
    .select(["id", "title"])
    // The body, the cover and the social image (issue 28's search settings): any of them uses the file.
    .where(containsAny(["content", "image", "seo_image"], needle))
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), title: row.title }));
}
