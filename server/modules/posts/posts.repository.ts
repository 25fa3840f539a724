import type { Insertable, Selectable } from "kysely";
import type { Post, PostCategory } from "../../../contract/posts.ts";
import type { Db } from "../../db/connection.ts";
import type { PostsTable } from "../../db/schema.ts";

export function toPost(row: Selectable<PostsTable>): Post {
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

/** Every post, newest first. */
export async function listPosts(db: Db): Promise<Post[]> {
  const rows = await db.selectFrom("posts").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return rows.map(toPost);
}

export async function findPost(db: Db, id: number): Promise<Post | null> {
  const row = await db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPost(row) : null;
}

export async function insertPost(db: Db, values: Insertable<PostsTable>): Promise<Post> {
  return toPost(await db.insertInto("posts").values(values).returningAll().executeTakeFirstOrThrow());
}
