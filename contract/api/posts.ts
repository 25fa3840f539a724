import type * as z from "zod/mini";
import type {
  postCreateResponseSchema,
  postListResponseSchema,
  postResponseSchema,
  postSchema,
} from "./posts.schema.ts";

export const blogsPath = "/api/blogs";

export const blogPath = (id: number | string) => `/api/blogs/${encodeURIComponent(String(id))}`;

export const postCategories = ["blog", "case-studies", "review"] as const;

export type PostCategory = (typeof postCategories)[number];

/** The stars a review without a rating shows, and the rating a new review starts at (SPEC 2.10, 9). */
export const DEFAULT_REVIEW_RATING = 5;

export const postMessages = {
  required: "Title, content, and category are required",
  invalidCategory: "Category must be blog, case-studies or review.",
  invalidRating: "Rating must be a whole number from 1 to 5.",
  invalidImage: "The cover image must be a PNG, JPEG, WebP or GIF of at most 5 MB.",
  notFound: "Blog post not found",
  fetchListFailed: "Failed to fetch blogs",
  fetchOneFailed: "Failed to fetch blog",
  publishFailed: "Failed to publish blog",
  publishErrorTitle: "Error publishing blog",
  somethingWrong: "Something went wrong",
  published: "Blog published successfully!",
  noContent: "No content available",
  unknownDate: "Unknown date",
  empty: "No blog posts available",
  loading: "Loading blogs...",
} as const;

export type Post = z.infer<typeof postSchema>;

export type PostListResponse = z.infer<typeof postListResponseSchema>;

export type PostResponse = z.infer<typeof postResponseSchema>;

export type PostCreateResponse = z.infer<typeof postCreateResponseSchema>;
