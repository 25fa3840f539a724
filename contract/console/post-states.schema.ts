import * as z from "zod/mini";
import { postSchema } from "../api/posts.schema.ts";
import { postStateMessages as m, postStatuses, searchLengths } from "./post-states.ts";

/** A post as the console sees it: SPEC's post with its state and search settings. */
export const adminPostSchema = z.object({
  ...postSchema.shape,
  status: z.enum(postStatuses),
  /** When a scheduled post goes live, UTC. */
  publishAt: z.nullable(z.string()),
  /** The staff member who wrote it from the console, or null. */
  authorMobile: z.nullable(z.string()),
  seoTitle: z.nullable(z.string()),
  seoDescription: z.nullable(z.string()),
  seoImage: z.nullable(z.string()),
});

export const adminPostListSchema = z.object({ posts: z.array(adminPostSchema) });

export const adminPostOneSchema = z.object({ post: adminPostSchema });

export const adminPostAnswerSchema = z.object({ message: z.string(), post: adminPostSchema });

/** The answer to a preview request: the page's path with its signed token. */
export const previewLinkSchema = z.object({ url: z.string() });

const optionalSetting = (max: number, tooLong: string) =>
  z.optional(z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, tooLong)));

/**
 * The console post form's fields beside SPEC's (multipart text, so every value is a string). The
 * time to go live is a `datetime-local` value read in India; the server checks it is in the future.
 */
export const postStateFieldsSchema = z.object({
  status: z.optional(z.enum(postStatuses, { error: m.invalidStatus })),
  publishAt: z.optional(z.string({ error: m.publishAtRequired })),
  seoTitle: optionalSetting(searchLengths.title.max, m.seoTitleTooLong),
  seoDescription: optionalSetting(searchLengths.description.max, m.seoDescriptionTooLong),
  seoImage: z.optional(
    z
      .string({ error: m.invalidSeoImage })
      .check(
        z.trim(),
        z.maxLength(500, m.invalidSeoImage),
        z.regex(/^$|^\/(?!\/)\S*$|^https:\/\/\S+$/, m.invalidSeoImage),
      ),
  ),
});
