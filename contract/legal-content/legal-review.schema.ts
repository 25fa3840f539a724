import * as z from "zod/mini";
import { requiredText } from "../api/fields.schema.ts";
import { legalReviewMessages } from "./legal-review.ts";

export const sourceLinkSchema = z.object({ name: z.string(), url: z.string() });

export const reviewSchema = z.object({ reviewed: z.string(), sources: z.array(sourceLinkSchema) });

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * What every legal item's edit carries (issue 20): the "last reviewed" date, required (its calendar
 * check and "not after today in India" are the server's, which knows the date), and one to ten
 * official sources, each named and an https link.
 */
export const reviewEditFields = {
  reviewed: z
    .string({ error: legalReviewMessages.reviewedRequired })
    .check(
      z.trim(),
      z.minLength(1, legalReviewMessages.reviewedRequired),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, legalReviewMessages.reviewedInvalid),
    ),
  sources: z
    .array(
      z.object({
        name: requiredText(legalReviewMessages.sourceNameRequired, 200),
        url: z
          .string({ error: legalReviewMessages.sourceUrlInvalid })
          .check(
            z.trim(),
            z.maxLength(500, legalReviewMessages.sourceUrlInvalid),
            z.refine(isHttpsUrl, legalReviewMessages.sourceUrlInvalid),
          ),
      }),
      { error: legalReviewMessages.sourceRequired },
    )
    .check(z.minLength(1, legalReviewMessages.sourceRequired), z.maxLength(10, "At most 10 sources.")),
};

/** The list fields of a console review list: the allowed age and the date before which an item is stale. */
export const reviewListFields = { maxAgeMonths: z.number(), staleBefore: z.string() };

/** A legal item's stable id in a console path (e.g. "esic-rates", "rajfab"). */
export const legalItemIdParamsSchema = z.object({ id: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/)) });
