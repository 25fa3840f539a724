/**
 * The guideline answers as stored in the database and edited in the console (issue 20, decision
 * 028). The guide pages (SPEC 2.7) read them through AppServices; their titles and intros stay
 * typed in contract/guide-*.ts.
 */
import type * as z from "zod/mini";
import type { guideAnswerListSchema, guideAnswerPreviewSchema } from "./guides.schema.ts";
import { legalReviewMessages, type AnswerReview } from "./legal-review.ts";

export type { AnswerReview, SourceLink } from "./legal-review.ts";

/** One question card of a guide page. */
export interface GuideAnswer {
  /** Stable, e.g. "esic-rates"; the card's anchor and the console's key. */
  id: string;
  /** The guide's path, e.g. "/esic". */
  guide: string;
  question: string;
  /** Sanitized HTML from the rich-text editor. */
  answerHtml: string;
  /** The answer as plain text, for the FAQPage structured data. */
  answerText: string;
  /** The badge: day and short month, and the visible line that says what that date is. */
  date: string;
  month: string;
  dateNote: string;
  review: AnswerReview;
  updatedAt: string;
}

export const guideAdminPaths = {
  answers: "/api/admin/guide-answers",
  answer: (id: string) => `/api/admin/guide-answers/${encodeURIComponent(id)}`,
  preview: (id: string) => `/api/admin/guide-answers/${encodeURIComponent(id)}/preview`,
} as const;

export const guideMessages = {
  notFound: "Guide answer not found.",
  questionRequired: "Enter the question.",
  answerRequired: "Write the answer.",
  ...legalReviewMessages,
  saved: "Answer saved. The guide page shows it now.",
} as const;

export type GuideAnswerList = z.infer<typeof guideAnswerListSchema>;

export type GuideAnswerPreview = z.infer<typeof guideAnswerPreviewSchema>;
