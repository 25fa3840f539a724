import type { AnswerReview, SourceLink } from "../../contract/legal-content/guides.ts";
import { formatDate } from "../../contract/shared/format.ts";

/** A source as its link reads: the authority, then the site's host, e.g. "… (esic.gov.in)". */
export function sourceLabel(source: SourceLink): string {
  return `${source.name} (${new URL(source.url).host.replace(/^www\./, "")})`;
}

/** "Last reviewed 24 November 2026" for an ISO date. */
export function reviewedLabel(iso: string): string {
  return `Last reviewed ${formatDate(iso) ?? iso}`;
}

/** "Official source" or "Official sources", as the list needs. */
export function sourcesHeading(review: AnswerReview): string {
  return review.sources.length === 1 ? "Official source" : "Official sources";
}

/**
 * The sentence that closes a legal item, as plain text: what the page shows (with the sources as
 * links) and what its structured data carries, so both say the same.
 */
export function reviewSentence(review: AnswerReview): string {
  return `${reviewedLabel(review.reviewed)}. ${sourcesHeading(review)}: ${review.sources.map(sourceLabel).join("; ")}.`;
}

/**
 * A page's own review date, from its items': the oldest, so every item on the page was reviewed on
 * or after the date the page shows.
 */
export function pageReview(reviews: AnswerReview[]): { iso: string; label: string } {
  const iso = reviews.map((review) => review.reviewed).sort()[0] ?? "";
  return { iso, label: `Last reviewed: ${formatDate(iso) ?? iso}` };
}
