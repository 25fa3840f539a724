import * as z from "zod/mini";
import { requiredText } from "../api/fields.schema.ts";
import { reviewEditFields, reviewListFields, reviewSchema } from "./legal-review.schema.ts";
import { serviceListMessages } from "./service-lists.ts";

export const serviceLegalListSchema = z.object({
  slug: z.string(),
  title: z.string(),
  points: z.array(z.string()),
  laws: z.array(z.string()),
  review: reviewSchema,
  updatedAt: z.string(),
});

/** The console's list: every service page, oldest review first, with those past the allowed age flagged. */
export const serviceLegalListsSchema = z.object({
  ...reviewListFields,
  lists: z.array(z.extend(serviceLegalListSchema, { stale: z.boolean() })),
});

export const serviceLegalListResponseSchema = z.object({ message: z.string(), list: serviceLegalListSchema });

export const serviceLegalListOneSchema = z.object({ list: serviceLegalListSchema });

const lines = (message: string) =>
  z
    .array(requiredText(message, 1000), { error: message })
    .check(z.minLength(1, message), z.maxLength(30, "At most 30 lines."));

/** An edit from the console: the points and laws (one line each), review date and sources. */
export const serviceLegalListEditSchema = z.object({
  points: lines(serviceListMessages.pointsRequired),
  laws: lines(serviceListMessages.lawsRequired),
  ...reviewEditFields,
});
