/**
 * The licence directory's rows (SPEC 2.8) as stored in the database and edited in the console
 * (issue 20, decision 028). The page's copy around the table stays typed in contract/legal-content/licences.ts,
 * which also holds the rows the database is seeded with.
 */
import type * as z from "zod/mini";
import { legalReviewMessages, type AnswerReview } from "./legal-review.ts";
import type { licenceRowListSchema, licenceRowOneSchema } from "./licence-rows.schema.ts";

export interface LicenceRow {
  /** Stable, e.g. "rajfab". */
  id: string;
  department: string;
  /** The licences, registrations and approvals the department issues, one line each. */
  licences: string[];
  review: AnswerReview;
  updatedAt: string;
}

export const licenceAdminPaths = {
  rows: "/api/admin/licence-rows",
  row: (id: string) => `/api/admin/licence-rows/${encodeURIComponent(id)}`,
} as const;

export const licenceMessages = {
  notFound: "Directory row not found.",
  departmentRequired: "Enter the department or authority.",
  licencesRequired: "List at least one licence, registration or approval (one per line).",
  saved: "Row saved. The directory shows it now.",
  ...legalReviewMessages,
} as const;

export type LicenceRowList = z.infer<typeof licenceRowListSchema>;

export type LicenceRowOne = z.infer<typeof licenceRowOneSchema>;
