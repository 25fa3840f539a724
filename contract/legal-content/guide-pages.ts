import { reviewDate, type LegalReview } from "./official-sources.ts";

/**
 * The four guideline FAQ pages (SPEC 2.7). Answers are plain text written from
 * ../shared/content-facts.md (compiled 22 November 2026) and corrected after the content audit of
 * 24 November 2026 (docs/decisions/025-legal-corrections-and-sources.md); the same text feeds the
 * visible card and the FAQPage JSON-LD, so what search engines read is what visitors read. Each
 * guide lives in its own guide-*.ts file; this file holds what they share (types, notices).
 */

/** One question card. `date` and `month` make the badge; `dateNote` says, visibly, what that date is. */
export interface GuideFaqItem {
  /** Stable: the answer's key when it moves to the database. */
  id: string;
  question: string;
  /** Plain text; paragraphs are separated by a blank line. */
  answer: string;
  date: string;
  month: string;
  dateNote: string;
  /** When the answer was last checked and the official sources it rests on. */
  review: LegalReview;
}

export interface Guide {
  path: "/esic" | "/epfo" | "/se-guide" | "/factory-guide";
  title: string;
  description: string;
  eyebrow: string;
  intro: string;
  /** Which old Act and which Labour Code the page is about, named together. */
  lawNote: string;
  /** Where the answers hold, said first on the page: only for the guides written for one state. */
  scope?: string;
  items: GuideFaqItem[];
}

/** SPEC 2.7 footer text, exactly. */
export const guideFooterText = "Need more information? Contact our HR team for assistance.";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The badge of an answer with no key date of its own: the date it was last reviewed, said as such. */
export const reviewedBadge = {
  date: reviewDate.slice(8, 10),
  month: MONTHS[Number(reviewDate.slice(5, 7)) - 1] ?? "",
  dateNote: "Date shown: when this answer was last reviewed",
} as const;

/** Said at the top of the guides written for Rajasthan (SE Guide, Factory Guidelines). */
export const rajasthanScope =
  "This guide covers Rajasthan only. Other states have their own shops and factories laws, working hours, licensing portals, professional tax and labour welfare funds, so check your own state's rules before you rely on any answer here.";

export const rulesChangeNotice =
  "Labour rules change often. All four Labour Codes have been in force since 21 November 2025, and central and state rules under them are still being notified, so the position can shift after our review. Please check the current position with the department or authority concerned before you act on any answer here.";

/** What a review date on a guide means, said plainly under the page's date. */
export const reviewMeaning =
  "“Last reviewed” means we checked the answers against published summaries of the law; the official sites linked under each answer are where to confirm them.";
