import type { Insertable, Selectable, Updateable } from "kysely";
import type { Post, PostCategory } from "../../../contract/api/posts.ts";
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

/** Changes a post's columns; answers the post as stored now, or null for an unknown id. */
export async function updatePost(db: Db, id: number, values: Updateable<PostsTable>): Promise<Post | null> {
  const row = await db.updateTable("posts").set(values).where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toPost(row) : null;
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
    .where(containsAny(["content", "image"], needle))
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), title: row.title }));
}
