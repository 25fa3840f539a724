import { DEFAULT_REVIEW_RATING, type Post } from "../../../contract/api/posts.ts";
import type { Language } from "../../../contract/shared/language.ts";

/** Display rules for posts shared by the lists, the post page and its meta tags (SPEC 2.10, 3). */

export const placeholderImage = "/images/blog/placeholder.svg";

/** The tag cleaned of brackets and quotes (tags may arrive as `["ESIC"]`), or "" when none. */
export function cleanTag(tag: string | null | undefined): string {
  return (tag ?? "")
    .replace(/[[\]{}"'`]/g, "")
    .replace(/\s*,\s*/g, ", ")
    .trim()
    .replace(/^,|,$/g, "")
    .trim();
}

/** The badge of a post page: '#' plus the cleaned tag, or '#general' when there is none. */
export function tagBadge(tag: string | null | undefined): string {
  return `#${cleanTag(tag) || "general"}`;
}

/** The label of a card: the cleaned tag, or GENERAL (SPEC 3 default in insights). */
export function postLabel(tag: string | null | undefined): string {
  return cleanTag(tag) || "GENERAL";
}

/**
 * Where a post's cover comes from (SPEC 3): /uploads paths are served by this host (made absolute
 * when `baseUrl` is given, for Open Graph), web and data-image URLs are used as they are, and
 * anything else, or nothing, falls back to the placeholder.
 */
export function postImageUrl(image: string | null | undefined, baseUrl = ""): string {
  const value = (image ?? "").trim();
  if (value.startsWith("/uploads/") || value.startsWith("/images/")) return `${baseUrl}${value}`;
  if (/^https?:\/\//i.test(value) || /^data:image\//i.test(value)) return value;
  return `${baseUrl}${placeholderImage}`;
}

/** The label colour classes (the content pages' script swaps them, so every page's CSS keeps them). */
export const labelTones = [
  "text-label-group",
  "text-label-audits",
  "text-label-consulting",
  "text-label-other",
] as const;
export type LabelTone = (typeof labelTones)[number];

/** SPEC 2.10 label colours: the group name blue, Compliance Audits green, HR Consulting purple, else grey. */
export function labelTone(label: string, groupName: string): LabelTone {
  const key = label.trim().toLowerCase();
  if (key === groupName.toLowerCase()) return "text-label-group";
  if (key === "compliance audits") return "text-label-audits";
  if (key === "hr consulting") return "text-label-consulting";
  return "text-label-other";
}

/** Review stars: the post's rating clamped to 1-5, DEFAULT_REVIEW_RATING without one (SPEC 2.10, 9). */
export function reviewRating(rating: number | null | undefined): number {
  if (typeof rating !== "number" || !Number.isFinite(rating)) return DEFAULT_REVIEW_RATING;
  return Math.min(5, Math.max(1, Math.round(rating)));
}

/** Does a post match a search text by title or author (case-insensitive)? */
export function matchesTitleOrAuthor(post: Pick<Post, "title" | "author">, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return post.title.toLowerCase().includes(q) || post.author.toLowerCase().includes(q);
}

export interface PageSlice<T> {
  items: T[];
  page: number;
  pageCount: number;
  /** 1-based index of the first item shown, 0 when there are none. */
  from: number;
  to: number;
  total: number;
}

/** One page of a list (page numbers start at 1 and are clamped to the existing pages). */
export function pageSlice<T>(items: readonly T[], page: number, size: number): PageSlice<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return { items: shown, page: current, pageCount, from: total === 0 ? 0 : start + 1, to: start + shown.length, total };
}

/** Newest first, the higher id first on the same moment. */
export function sortNewestFirst<T extends Pick<Post, "created_at" | "id">>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/** The blog list's footer line (SPEC 2.10). */
export function showingText(slice: Pick<PageSlice<unknown>, "from" | "to" | "total">): string {
  return `Showing ${slice.from}-${slice.to} of ${slice.total} articles`;
}

/** The fill of star `n` (1-5) in a rating's five stars; the content pages' script sets them too. */
export const starFills = { on: "fill-accent", off: "fill-line" } as const;
export function starFill(n: number, rating: number): string {
  return n <= rating ? starFills.on : starFills.off;
}

/** How a star rating is read out. */
export function ratingLabel(rating: number, language: Language = "en"): string {
  return language === "hi" ? `5 में से ${rating} रेटिंग` : `Rated ${rating} out of 5`;
}
