/**
 * The four guideline FAQ pages (SPEC 2.7). Answers are plain text written from
 * ../shared/content-facts.md (compiled 22 November 2026); the same text feeds the visible card and
 * the FAQPage JSON-LD, so what search engines read is what visitors read. Each guide lives in its
 * own guide-*.ts file; this file holds what they share (types, notices) so they can import it.
 */

/** One question card. `date` and `month` make the badge; `dateNote` says what that date is. */
export interface GuideFaqItem {
  id: string;
  question: string;
  /** Plain text; paragraphs are separated by a blank line. */
  answer: string;
  date: string;
  month: string;
  dateNote: string;
}

export interface Guide {
  path: "/esic" | "/epfo" | "/se-guide" | "/factory-guide";
  title: string;
  description: string;
  eyebrow: string;
  intro: string;
  /** Which old Act and which Labour Code the page is about, named together. */
  lawNote: string;
  items: GuideFaqItem[];
}

/** SPEC 2.7 footer text, exactly. */
export const guideFooterText = "Need more information? Contact our HR team for assistance.";

export const guideLastReviewed = { label: "Last reviewed: 22 November 2026", iso: "2026-11-22" };

/** The review date as a card badge, for answers with no single date of their own. */
export const reviewedBadge = { date: "22", month: "Nov", dateNote: "Answer last reviewed on 22 November 2026" } as const;

export const rulesChangeNotice =
  "Labour rules change often. All four Labour Codes have been in force since 21 November 2025, and central and state rules under them are still being notified, so the position can shift after our review. Please check the current position with the department or authority concerned before you act on any answer here.";
