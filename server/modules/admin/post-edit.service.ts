import { postCreateFieldsSchema } from "../../../contract/posts.schema.ts";
import { postMessages, type Post } from "../../../contract/posts.ts";
import { HttpError } from "../../http-error.ts";
import { zodFields } from "../../zod-fields.ts";
import { excerptFrom, htmlToText, isBlankHtml, sanitizePostHtml } from "../posts/post-html.ts";
import { toPost } from "../posts/posts.repository.ts";
import { storeCoverImage } from "../uploads/cover-image.ts";
import type { AdminDb } from "./admin-db.ts";

/**
 * Corrects a published post with the creation rules (posts.service createPost): the same fields
 * and messages, the same sanitizer, the same cover processing. Without a new cover the old one
 * stays, unless `removeCover` is "true". The creation date stays; author, excerpt and rating keep
 * their stored values when not sent. Answers the post before and after, or null for an unknown id.
 */
export async function editPost(db: AdminDb, uploadsDir: string, id: number, raw: Record<string, unknown>, cover: Buffer | undefined, now = new Date()): Promise<{ before: Post; after: Post } | null> {
  const parsed = postCreateFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = zodFields(parsed.error.issues);
    throw new HttpError(400, Object.values(fields)[0] ?? postMessages.required, fields);
  }
  const input = parsed.data;
  const content = sanitizePostHtml(input.content);
  if (isBlankHtml(content)) throw new HttpError(400, postMessages.required, { content: postMessages.required });

  const row = await db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const before = toPost(row);
  let image = raw["removeCover"] === "true" ? null : before.image;
  if (cover) {
    image = await storeCoverImage(cover, uploadsDir);
    if (!image) throw new HttpError(400, postMessages.invalidImage, { coverImage: postMessages.invalidImage });
  }
  const updated = await db
    .updateTable("posts")
    .set({
      title: input.title,
      content,
      tag: input.tag,
      category: input.category,
      image,
      author: input.author || before.author,
      excerpt: input.excerpt || excerptFrom(htmlToText(content)),
      rating: input.category === "review" ? (input.rating ?? before.rating ?? 5) : null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before, after: toPost(updated) };
}
