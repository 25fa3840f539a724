import { site } from "../../../app/content/site.ts";
import { postCreateFieldsSchema } from "../../../contract/posts.schema.ts";
import { postMessages, type Post } from "../../../contract/posts.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { storeCoverImage } from "../uploads/cover-image.ts";
import { excerptFrom, htmlToText, isBlankHtml, sanitizePostHtml } from "./post-html.ts";
import { insertPost } from "./posts.repository.ts";
import { zodFields } from "../../zod-fields.ts";

/**
 * Publishes a post from the create-blog form's fields and optional cover bytes. The HTML is
 * sanitized before anything is stored, the excerpt comes from its text unless given, a review
 * gets a rating (default 5) and other posts none.
 */
export async function createPost(db: Db, uploadsDir: string, raw: Record<string, unknown>, cover: Buffer | undefined, now = new Date()): Promise<Post> {
  const parsed = postCreateFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = zodFields(parsed.error.issues);
    throw new HttpError(400, Object.values(fields)[0] ?? postMessages.required, fields);
  }
  const input = parsed.data;
  const content = sanitizePostHtml(input.content);
  if (isBlankHtml(content)) throw new HttpError(400, postMessages.required, { content: postMessages.required });

  let image: string | null = null;
  if (cover) {
    image = await storeCoverImage(cover, uploadsDir);
    if (!image) throw new HttpError(400, postMessages.invalidImage, { coverImage: postMessages.invalidImage });
  }
  const at = now.toISOString();
  return insertPost(db, {
    title: input.title,
    content,
    tag: input.tag,
    category: input.category,
    image,
    author: input.author || site.groupName,
    excerpt: input.excerpt || excerptFrom(htmlToText(content)),
    rating: input.category === "review" ? (input.rating ?? 5) : null,
    created_at: at,
    updated_at: at,
  });
}
