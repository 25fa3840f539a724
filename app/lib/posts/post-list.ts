import type { AppServices } from "../../../contract/api/app-services.ts";
import { blogsPath, postMessages, type Post, type PostListResponse } from "../../../contract/api/posts.ts";
import { apiRequest } from "../api-client.ts";
import { matchesTitleOrAuthor, reviewRating, sortNewestFirst } from "./post-display.ts";

/**
 * The three post list screens (SPEC 2.10, 4, 8, 9): which posts each shows for its filters, shared
 * by the React screen (app/components/blog/post-list-screen.tsx) and the content pages' script
 * (app/browser/post-lists.ts), which both render the list the same way.
 */
export type PostListKind = "blog" | "case-studies" | "review";

/** The blog list's filter: All, or Blog only (Case Studies and Review are their own pages). */
export type BlogFilter = "all" | "blog";

export interface PostListFilters {
  /** The blog list's tab. */
  category: BlogFilter;
  /** The case studies' search by title or author. */
  query: string;
  /** The reviews' rating: "all" or "1"-"5". */
  rating: string;
}

export const noFilters: PostListFilters = { category: "all", query: "", rating: "all" };

/** SPEC 9: the blog list shows six posts a page; the pager shows only when there are more. */
export const BLOG_PAGE_SIZE = 6;

/** The posts as read (newest first), or the failure the list screens show with Try Again. */
export type PostsRead = { status: "loaded"; posts: Post[] } | { status: "error"; message: string };

export function selectPosts(kind: PostListKind, posts: readonly Post[], filters: PostListFilters): Post[] {
  switch (kind) {
    case "blog":
      return filters.category === "all" ? [...posts] : posts.filter((post) => post.category === filters.category);
    case "case-studies":
      return posts.filter((post) => post.category === "case-studies" && matchesTitleOrAuthor(post, filters.query));
    case "review":
      return posts.filter(
        (post) =>
          post.category === "review" &&
          (filters.rating === "all" || reviewRating(post.rating) === Number(filters.rating)),
      );
  }
}

/** Does the screen's search or rating narrow the list (its empty state then says so)? */
export function isNarrowed(kind: PostListKind, filters: PostListFilters): boolean {
  if (kind === "case-studies") return filters.query.trim() !== "";
  if (kind === "review") return filters.rating !== "all";
  return false;
}

/**
 * GET /api/blogs in the browser (an array whose first element is the list; a non-OK status is a
 * failure, SPEC 7, 8). Rejects only when `signal` aborts it.
 */
export async function fetchPosts(signal?: AbortSignal): Promise<PostsRead> {
  try {
    const [posts] = await apiRequest<PostListResponse>(blogsPath, {
      fallbackMessage: postMessages.fetchListFailed,
      signal,
    });
    return { status: "loaded", posts: sortNewestFirst(posts) };
  } catch (err) {
    if (signal?.aborted) throw err;
    console.error(postMessages.fetchListFailed, err);
    return { status: "error", message: postMessages.fetchListFailed };
  }
}

/**
 * A list route's loader: the posts as the server reads them, without their bodies (a card never
 * shows one, and a client-side navigation would carry every post's HTML).
 */
export async function readPostsForList(services: AppServices): Promise<PostsRead> {
  try {
    const posts = sortNewestFirst(await services.listPosts());
    return { status: "loaded", posts: posts.map((post) => ({ ...post, content: "" })) };
  } catch (err) {
    console.error(postMessages.fetchListFailed, err);
    return { status: "error", message: postMessages.fetchListFailed };
  }
}

/** The home page's teaser and case-study strip (SPEC 2.4, 9): a category's six newest posts. */
export function newestOf(posts: readonly Post[], category: Post["category"]): Post[] {
  return posts.filter((post) => post.category === category).slice(0, 6);
}
