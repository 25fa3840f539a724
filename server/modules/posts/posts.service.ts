import type { FastifyBaseLogger } from "fastify";
import type * as z from "zod/mini";
import { postCreateFieldsSchema } from "../../../contract/api/posts.schema.ts";
import { DEFAULT_REVIEW_RATING, postMessages } from "../../../contract/api/posts.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import type { Db } from "../../db/connection.ts";
import { describeEdit, type RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import { currentSite } from "../../site-identity.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { zodFields } from "../../zod-fields.ts";
import { removeStoredCover, storeCoverImage } from "../uploads/cover-image.ts";
import { storeInlineImages } from "../media/inline-images.ts";
import type { MediaLibrary } from "../media/media.service.ts";
import { excerptFrom, htmlToText, isBlankHtml, sanitizePostHtml } from "../../html/editor-html.ts";
import { fromIstInput } from "../../../contract/shared/format.ts";
import type { EditorRole } from "../../../contract/console/admin.ts";
import { postStateMessages, type AdminPost, type PostStatus } from "../../../contract/console/post-states.ts";
import { postStateFieldsSchema } from "../../../contract/console/post-states.schema.ts";
import { deletePost, findAdminPost, insertPost, updatePost } from "./posts.repository.ts";

/**
 * What a post write needs: the database, the covers' store, the media library (the images pasted
 * into the HTML become its files), the caches to drop, a log for stray files.
 */
export interface PostWrites {
  db: Db;
  covers: FileStore;
  media: MediaLibrary;
  content: ContentEvents;
  log: FastifyBaseLogger;
}

/** The signed-in staff member writing a post: an author may only keep their own drafts (decision 107). */
export interface PostWriter {
  mobile: string;
  role: EditorRole;
}

/**
 * Saves a post from the post form's fields and optional cover bytes. The HTML is sanitized before
 * anything is stored, the excerpt comes from its text unless given, a review gets a rating
 * (default 5) and other posts none. SPEC's create-blog form (POST /api/blogs) publishes at once;
 * the console's form (`state` from readPostState) may keep a draft or schedule it.
 */
export async function createPost(
  w: PostWrites,
  raw: Record<string, unknown>,
  cover: Buffer | undefined,
  writer: PostWriter,
  state: PostState = published,
  now = new Date(),
): Promise<AdminPost> {
  if (writer.role === "author" && state.status !== "draft")
    throw new HttpError(403, postStateMessages.authorsDraftOnly);
  const form = await withStoredImages(w, readPostFields(raw));
  const image = cover ? await storeCover(cover, w.covers) : null;
  const at = now.toISOString();
  const post = await insertPost(w.db, {
    ...postColumns(form, image, { author: currentSite().groupName, rating: null }),
    ...state,
    author_mobile: writer.mobile,
    created_at: at,
    updated_at: at,
  });
  // A draft is seen by nobody outside the console: no public list or page changes.
  if (post.status === "published") w.content.changed("posts");
  return post;
}

/** A post's state and search settings as columns. */
export interface PostState {
  status: PostStatus;
  publish_at: string | null;
  seo_title?: string | null;
  seo_description?: string | null;
  seo_image?: string | null;
}

const published: PostState = { status: "published", publish_at: null };

/**
 * The console form's state and search settings, checked: a scheduled post needs a time in India in
 * the future; an author keeps drafts only (403 otherwise). Without a status, a post keeps its own
 * (a new one is a draft). 400 with the field's message when a value is wrong.
 */
export function readPostState(
  raw: Record<string, unknown>,
  before: AdminPost | null,
  writer: PostWriter,
  now = new Date(),
): PostState {
  const parsed = postStateFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = zodFields(parsed.error.issues);
    throw new HttpError(400, Object.values(fields)[0] ?? postStateMessages.invalidStatus, fields);
  }
  const input = parsed.data;
  const status = input.status ?? before?.status ?? "draft";
  if (writer.role === "author" && status !== "draft") throw new HttpError(403, postStateMessages.authorsDraftOnly);
  let publishAt: string | null = null;
  if (status === "scheduled") {
    publishAt = fromIstInput(input.publishAt ?? "");
    const field = { publishAt: postStateMessages.publishAtRequired };
    if (!publishAt) throw new HttpError(400, field.publishAt, field);
    if (Date.parse(publishAt) <= now.getTime())
      throw new HttpError(400, postStateMessages.publishAtPast, { publishAt: postStateMessages.publishAtPast });
  }
  return {
    status,
    publish_at: publishAt,
    // A setting the form does not send stays as it was.
    seo_title: input.seoTitle === undefined ? (before?.seoTitle ?? null) : input.seoTitle || null,
    seo_description:
      input.seoDescription === undefined ? (before?.seoDescription ?? null) : input.seoDescription || null,
    seo_image: input.seoImage === undefined ? (before?.seoImage ?? null) : input.seoImage || null,
  };
}

/** 403 unless the writer may change this post: an author only their own draft. */
export function assertMayChange(post: AdminPost, writer: PostWriter): void {
  if (writer.role === "author" && (post.authorMobile !== writer.mobile || post.status !== "draft"))
    throw new HttpError(403, postStateMessages.authorsOwnDrafts);
}

/**
 * Corrects a post with the creation rules: the same fields and messages, sanitizer and cover
 * processing. Without a new cover the old one stays, unless `removeCover` is "true". Author and
 * rating keep their stored values when not sent. The state comes from readPostState (the
 * console's form); a post that goes public now is dated now, so it lands first in the list.
 * Answers the post as saved, or null for an unknown id; a cover it no longer shows leaves the disk.
 */
export async function editPost(
  w: PostWrites,
  id: number,
  raw: Record<string, unknown>,
  cover: Buffer | undefined,
  writer: PostWriter,
  record?: RecordChange,
  now = new Date(),
): Promise<AdminPost | null> {
  const form = await withStoredImages(w, readPostFields(raw), record);
  const edit = await w.db.transaction().execute(async (tx) => {
    const before = await findAdminPost(tx, id);
    if (!before) return null;
    assertMayChange(before, writer);
    const state = readPostState(raw, before, writer, now);
    let image = raw["removeCover"] === "true" ? null : before.image;
    if (cover) image = await storeCover(cover, w.covers);
    const goesPublic = state.status === "published" && before.status !== "published";
    const after = (await updatePost(tx, id, {
      ...postColumns(form, image, before),
      ...state,
      ...(goesPublic ? { created_at: now.toISOString() } : {}),
      updated_at: now.toISOString(),
    }))!;
    const changed = (
      [
        "title",
        "content",
        "tag",
        "category",
        "image",
        "rating",
        "status",
        "publishAt",
        "seoTitle",
        "seoDescription",
        "seoImage",
      ] as const
    ).filter((key) => before[key] !== after[key]);
    await record?.(tx, { action: "post.edit", target: `post ${id}`, detail: describeEdit(changed, after.title) });
    return { before, after };
  });
  if (!edit) return null;
  if (edit.before.status === "published" || edit.after.status === "published") w.content.changed("posts");
  if (edit.before.image !== edit.after.image) await discardCover(w, edit.before.image);
  return edit.after;
}

/** Deletes a post and then its uploaded cover; answers false for an unknown id, 403 for an author's post not theirs. */
export async function removePost(
  w: PostWrites,
  id: number,
  writer: PostWriter,
  record?: RecordChange,
): Promise<boolean> {
  const removed = await w.db.transaction().execute(async (tx) => {
    const before = await findAdminPost(tx, id);
    if (!before) return null;
    assertMayChange(before, writer);
    const post = await deletePost(tx, id);
    if (post) await record?.(tx, { action: "post.delete", target: `post ${id}`, detail: `Deleted “${post.title}”` });
    return post;
  });
  if (!removed) return false;
  w.content.changed("posts");
  await discardCover(w, removed.image);
  return true;
}

interface PostFields {
  input: z.output<typeof postCreateFieldsSchema>;
  /** The sanitized HTML. */
  content: string;
}

/** The form's fields checked and its HTML sanitized; 400 with the field messages otherwise. */
function readPostFields(raw: Record<string, unknown>): PostFields {
  const parsed = postCreateFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = zodFields(parsed.error.issues);
    throw new HttpError(400, Object.values(fields)[0] ?? postMessages.required, fields);
  }
  const content = sanitizePostHtml(parsed.data.content);
  if (isBlankHtml(content)) throw new HttpError(400, postMessages.required, { content: postMessages.required });
  return { input: parsed.data, content };
}

/** The form with each `data:` image of its HTML stored in the media library and linked instead (issue 28). */
async function withStoredImages(w: PostWrites, form: PostFields, record?: RecordChange): Promise<PostFields> {
  return { ...form, content: await storeInlineImages(w.media, form.content, form.input.title, record) };
}

/** The columns a form sets; an author or rating not sent falls back to `kept`, then the defaults. */
function postColumns(
  { input, content }: PostFields,
  image: string | null,
  kept: { author: string; rating: number | null },
) {
  return {
    title: input.title,
    content,
    tag: input.tag,
    category: input.category,
    image,
    author: input.author || kept.author,
    excerpt: input.excerpt || excerptFrom(htmlToText(content)),
    rating: input.category === "review" ? (input.rating ?? kept.rating ?? DEFAULT_REVIEW_RATING) : null,
  };
}

/** The uploaded cover re-encoded and stored; 400 when the bytes are not an acceptable image. */
async function storeCover(cover: Buffer, covers: FileStore): Promise<string> {
  const image = await storeCoverImage(cover, covers);
  if (!image) throw new HttpError(400, postMessages.invalidImage, { coverImage: postMessages.invalidImage });
  return image;
}

/** After the change is committed: a cover no post shows any more leaves the disk; failing to delete it fails nothing. */
async function discardCover(w: PostWrites, cover: string | null): Promise<void> {
  await removeStoredCover(cover, w.covers).catch((err: unknown) =>
    w.log.warn({ err, cover }, "could not delete a dropped cover"),
  );
}
