import { formatDate } from "../../../contract/shared/format.ts";
import type { Post } from "../../../contract/api/posts.ts";
import { defaultSite } from "../../../contract/shared/site.ts";
import { cleanTag, labelTone, postImageUrl, postLabel, reviewRating, type LabelTone } from "./post-display.ts";

/**
 * The cards that show a post: the blog list's, a case study's and a review's (SPEC 2.10), and on
 * the home page an insight and a case-study slide (SPEC 2.4).
 */
export type PostCardKind = "post" | "case-study" | "review" | "insight" | "slide";

/**
 * What a card shows of a post. The React cards render these, and the content pages' script fills a
 * card rendered by React with them (app/browser/post-lists.ts), so both show a post the same way.
 */
/** The fields a card shows as text (a `data-field` mark names one). */
export type PostCardText = "title" | "excerpt" | "author" | "initial" | "label" | "dateText";

export interface PostCardFields {
  href: string;
  title: string;
  excerpt: string;
  author: string;
  /** The author's initial, in the review card's avatar. */
  initial: string;
  label: string;
  tone: LabelTone;
  image: string;
  /** The created date as stored and as shown, or null for Unknown date. */
  date: { iso: string; text: string } | null;
  /** The created date as shown, or nothing (the home page's cards). */
  dateText: string;
  rating: number;
}

/** Author (default: the group name), SPEC 2.10. */
export function postAuthor(post: Pick<Post, "author">): string {
  return post.author.trim() || defaultSite.groupName;
}

/** Where a card's excerpt falls back to a sentence when the post has none. */
const excerptFallback: Partial<Record<PostCardKind, string>> = {
  "case-study": "How we helped a client put its HR and labour-law compliance in order.",
  review: "This client shared their experience of working with us. Open the review to read it.",
};

/** The label: the cleaned tag or GENERAL; upper-case on the home page, where a slide defaults to CASE STUDY (SPEC 3). */
function cardLabel(tag: string | null, kind: PostCardKind): string {
  if (kind === "slide") return (cleanTag(tag) || "CASE STUDY").toUpperCase();
  return kind === "insight" ? postLabel(tag).toUpperCase() : postLabel(tag);
}

export function postCardFields(post: Post, kind: PostCardKind): PostCardFields {
  const label = cardLabel(post.tag, kind);
  const fallback = excerptFallback[kind];
  // A review without an author is Anonymous; other posts are the group's (SPEC 2.10).
  const author = kind === "review" ? post.author.trim() || "Anonymous" : postAuthor(post);
  const shown = formatDate(post.created_at);
  return {
    href: `/blog/${post.id}`,
    title: post.title || "Untitled Post",
    excerpt: fallback === undefined ? post.excerpt : post.excerpt.trim() || fallback,
    author,
    initial: author.charAt(0).toUpperCase(),
    label,
    tone: labelTone(label, defaultSite.groupName),
    image: postImageUrl(post.image),
    date: shown ? { iso: post.created_at, text: shown } : null,
    dateText: shown ?? "",
    rating: reviewRating(post.rating),
  };
}

/**
 * A post no card shows as it is: what the templates for the content pages' script are rendered from
 * (decision 065); the script fills them with real posts' fields.
 */
export const blankPost: Post = {
  id: 0,
  title: "",
  content: "",
  tag: null,
  category: "blog",
  image: null,
  author: "",
  created_at: "",
  excerpt: "",
  rating: null,
};
