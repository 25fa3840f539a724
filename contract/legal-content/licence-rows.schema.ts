import * as z from "zod/mini";
import { requiredText } from "../api/fields.schema.ts";
import { reviewEditFields, reviewListFields, reviewSchema } from "./legal-review.schema.ts";
import { licenceMessages } from "./licence-rows.ts";

export const licenceRowSchema = z.object({
  id: z.string(),
  department: z.string(),
  licences: z.array(z.string()),
  review: reviewSchema,
  updatedAt: z.string(),
});

/** The console's list: every row, oldest review first, with those past the allowed age flagged. */
export const licenceRowListSchema = z.object({
  ...reviewListFields,
  rows: z.array(z.extend(licenceRowSchema, { stale: z.boolean() })),
});

export const licenceRowResponseSchema = z.object({ message: z.string(), row: licenceRowSchema });

export const licenceRowOneSchema = z.object({ row: licenceRowSchema });

/** An edit from the console: the department, its licences (one to forty lines), review date and sources. */
export const licenceRowEditSchema = z.object({
  department: requiredText(licenceMessages.departmentRequired, 300),
  licences: z
    .array(requiredText(licenceMessages.licencesRequired, 500), { error: licenceMessages.licencesRequired })
    .check(z.minLength(1, licenceMessages.licencesRequired), z.maxLength(40, "At most 40 lines.")),
  ...reviewEditFields,
});
