import * as z from "zod/mini";
import { postCategories, postMessages } from "./posts.ts";
import { optionalText } from "./fields.schema.ts";

/** A post as the API answers it (SPEC 3 "Blog post (as read)"). */
export const postSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  tag: z.nullable(z.string()),
  category: z.enum(postCategories),
  image: z.nullable(z.string()),
  author: z.string(),
  created_at: z.string(),
  updated_at: z.optional(z.string()),
  excerpt: z.string(),
  rating: z.nullable(z.number()),
});

/** GET /api/blogs answers an array whose first element is the list (SPEC 7). */
export const postListResponseSchema = z.tuple([z.array(postSchema)], z.unknown());

/** GET /api/blogs/{id} answers an array whose first element is the post. */
export const postResponseSchema = z.tuple([postSchema], z.unknown());

/** The text fields of the multipart POST /api/blogs (coverImage is the file part). */
export const postCreateFieldsSchema = z.object({
  title: z
    .string({ error: postMessages.required })
    .check(z.trim(), z.minLength(1, postMessages.required), z.maxLength(200, "Title must be at most 200 characters.")),
  content: z
    .string({ error: postMessages.required })
    .check(z.trim(), z.minLength(1, postMessages.required), z.maxLength(200_000, "Content is too long.")),
  category: z.enum(postCategories, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? postMessages.required : postMessages.invalidCategory,
  }),
  tag: z._default(
    z.string({ error: "Tags must be text." }).check(z.trim(), z.maxLength(200, "Tags must be at most 200 characters.")),
    "",
  ),
  excerpt: optionalText(500, "The excerpt must be at most 500 characters."),
  author: optionalText(120, "The author name must be at most 120 characters."),
  rating: z.optional(
    z.coerce
      .number({ error: postMessages.invalidRating })
      .check(
        z.int(postMessages.invalidRating),
        z.gte(1, postMessages.invalidRating),
        z.lte(5, postMessages.invalidRating),
      ),
  ),
});

export const postCreateResponseSchema = z.object({ message: z.string(), post: postSchema });
