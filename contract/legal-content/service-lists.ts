/**
 * The service pages' legal lists (SPEC 2.6: the points and the laws each page names) as stored in
 * the database and edited in the console (issue 20, decision 028). The rest of each page stays
 * typed in contract/legal-content/service-pages.ts, which also holds the lists the database is seeded with.
 */
import type * as z from "zod/mini";
import { legalReviewMessages, type AnswerReview } from "./legal-review.ts";
import type { serviceLegalListOneSchema, serviceLegalListsSchema } from "./service-lists.schema.ts";

export interface ServiceLegalList {
  slug: string;
  /** The page's title (typed, not edited here), so the console can name it. */
  title: string;
  points: string[];
  laws: string[];
  review: AnswerReview;
  updatedAt: string;
}

export const serviceListAdminPaths = {
  lists: "/api/admin/service-lists",
  list: (slug: string) => `/api/admin/service-lists/${encodeURIComponent(slug)}`,
} as const;

export const serviceListMessages = {
  notFound: "Service page not found.",
  pointsRequired: "List at least one point (one per line).",
  lawsRequired: "List at least one law (one per line).",
  saved: "Lists saved. The service page shows them now.",
  ...legalReviewMessages,
} as const;

export type ServiceLegalLists = z.infer<typeof serviceLegalListsSchema>;

export type ServiceLegalListOne = z.infer<typeof serviceLegalListOneSchema>;
