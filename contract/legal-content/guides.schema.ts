import * as z from "zod/mini";
import { requiredText } from "../api/fields.schema.ts";
import { guideMessages } from "./guides.ts";
import { reviewEditFields, reviewListFields, reviewSchema } from "./legal-review.schema.ts";

export const guideAnswerSchema = z.object({
  id: z.string(),
  guide: z.string(),
  question: z.string(),
  answerHtml: z.string(),
  answerText: z.string(),
  date: z.string(),
  month: z.string(),
  dateNote: z.string(),
  review: reviewSchema,
  updatedAt: z.string(),
});

/** The console's list: every answer, oldest review first, with those past the allowed age flagged. */
export const guideAnswerListSchema = z.object({
  ...reviewListFields,
  answers: z.array(z.extend(guideAnswerSchema, { stale: z.boolean() })),
});

export const guideAnswerResponseSchema = z.object({ message: z.string(), answer: guideAnswerSchema });

export const guideAnswerPreviewSchema = z.object({ answer: guideAnswerSchema });

/** An edit from the console: the HTML is sanitized and checked for text on the server. */
export const guideAnswerEditSchema = z.object({
  question: requiredText(guideMessages.questionRequired, 300, "The question must be at most 300 characters."),
  answerHtml: z.string({ error: guideMessages.answerRequired }).check(z.maxLength(50_000, "The answer is too long.")),
  ...reviewEditFields,
});
