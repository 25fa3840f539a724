import type * as z from "zod/mini";
import type {
  adminPostAnswerSchema,
  adminPostListSchema,
  adminPostOneSchema,
  adminPostSchema,
} from "./post-states.schema.ts";

/**
 * Posts in the console (issue 28, decision 107): drafts, scheduled posts and published ones, with
 * their search settings. The public API (GET /api/blogs) lists published posts only, in SPEC's shape.
 */
export const postStatePaths = {
  /** GET: every post staff may see (an author: their own); POST: a new post from the console form. */
  posts: "/api/admin/posts",
  /** GET one, PATCH it (the same form), DELETE it. */
  post: (id: number | string) => `/api/admin/posts/${encodeURIComponent(String(id))}`,
  /** POST: a signed link to the post's page as it is stored, readable for 30 minutes though not public yet. */
  preview: (id: number | string) => `/api/admin/posts/${encodeURIComponent(String(id))}/preview`,
} as const;

export const postStatuses = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof postStatuses)[number];

export const postStatusNames: Record<PostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/**
 * How long search engines show a title and a description before cutting it (the advice shown in the
 * editor), and the most the server keeps: the content documents' search settings use the same.
 */
export const searchLengths = {
  title: { advice: 60, max: 70 },
  description: { advice: 160, max: 200 },
} as const;

export const postStateMessages = {
  invalidStatus: "Status must be draft, scheduled or published.",
  publishAtRequired: "Choose the date and time (India) the post goes live.",
  publishAtPast: "The time to go live must be in the future.",
  seoTitleTooLong: `The search title must be at most ${searchLengths.title.max} characters.`,
  seoDescriptionTooLong: `The search description must be at most ${searchLengths.description.max} characters.`,
  invalidSeoImage: "The social image must be an address on this site (starting with /) or an https:// URL.",
  authorsDraftOnly: "Authors save drafts; an editor publishes them.",
  authorsOwnDrafts: "Authors can change only their own drafts.",
  authorsNotAllowed: "Authors can only write their own posts.",
  draftSaved: "Draft saved.",
  postScheduled: "Post scheduled.",
  postPublished: "Post published.",
} as const;

export type AdminPost = z.infer<typeof adminPostSchema>;
/** A post's own search settings; null is "as the post reads" (its title, excerpt and cover). */
export type PostSearchSettings = Pick<AdminPost, "seoTitle" | "seoDescription" | "seoImage">;
export type AdminPostList = z.infer<typeof adminPostListSchema>;
export type AdminPostOne = z.infer<typeof adminPostOneSchema>;
export type AdminPostAnswer = z.infer<typeof adminPostAnswerSchema>;
