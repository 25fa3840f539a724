/**
 * What every legal item the staff keep carries (issue 20, decisions 026 and 028): when it was last
 * checked and the official sources it rests on, with the console's messages for them.
 */

/** An official source, as its link shows it: the authority's name and its site. */
export interface SourceLink {
  name: string;
  url: string;
}

/** When a legal item was last checked and the official sources it rests on (at least one). */
export interface AnswerReview {
  /** ISO date (YYYY-MM-DD). */
  reviewed: string;
  sources: SourceLink[];
}

export const legalReviewMessages = {
  reviewedRequired: "Enter the date this answer was last reviewed.",
  reviewedInvalid: "The review date must be a real date, not in the future.",
  sourceRequired: "Add at least one official source link.",
  sourceNameRequired: "Name each source (the authority, e.g. Employees' State Insurance Corporation).",
  sourceUrlInvalid: "Each source link must be a full https:// address.",
} as const;
