import type { AnswerReview, SourceLink } from "../../contract/legal-content/guides.ts";
import { formatDate } from "../../contract/shared/format.ts";
import { formatDateHi } from "../../contract/shared/format-hi.ts";
import type { Language } from "../../contract/shared/language.ts";

/** A source as its link reads: the authority, then the site's host, e.g. "… (esic.gov.in)". */
export function sourceLabel(source: SourceLink): string {
  return `${source.name} (${new URL(source.url).host.replace(/^www\./, "")})`;
}

/** "Last reviewed 24 November 2026" (in Hindi: "अंतिम समीक्षा 24 नवंबर 2026") for an ISO date. */
export function reviewedLabel(iso: string, language: Language = "en"): string {
  return language === "hi" ? `अंतिम समीक्षा ${formatDateHi(iso) ?? iso}` : `Last reviewed ${formatDate(iso) ?? iso}`;
}

/** "Official source" or "Official sources", as the list needs (Hindi says सरकारी स्रोत for both). */
export function sourcesHeading(review: AnswerReview, language: Language = "en"): string {
  if (language === "hi") return "सरकारी स्रोत";
  return review.sources.length === 1 ? "Official source" : "Official sources";
}

/** The full stop of a sentence: the danda in Hindi. */
export const fullStop: Record<Language, string> = { en: ".", hi: "।" };

/**
 * The sentence that closes a legal item, as plain text: what the page shows (with the sources as
 * links) and what its structured data carries, so both say the same.
 */
export function reviewSentence(review: AnswerReview, language: Language = "en"): string {
  const stop = fullStop[language];
  return `${reviewedLabel(review.reviewed, language)}${stop} ${sourcesHeading(review, language)}: ${review.sources.map(sourceLabel).join("; ")}${stop}`;
}

/**
 * A page's own review date, from its items': the oldest, so every item on the page was reviewed on
 * or after the date the page shows.
 */
export function pageReview(reviews: AnswerReview[], language: Language = "en"): { iso: string; label: string } {
  const iso = reviews.map((review) => review.reviewed).sort()[0] ?? "";
  const label =
    language === "hi" ? `अंतिम समीक्षा: ${formatDateHi(iso) ?? iso}` : `Last reviewed: ${formatDate(iso) ?? iso}`;
  return { iso, label };
}
