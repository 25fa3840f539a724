import * as z from "zod/mini";
import { requiredText } from "../api/fields.schema.ts";
import { figureMessages, type DueDateChange, type FigureEntry, type FiguresList } from "./legal-figures.ts";
import { legalReviewMessages } from "./legal-review.ts";

const isoDate = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, message));

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** What every entry carries besides its figure: the official source, the review date, the sentence for /updates. */
const entryFields = {
  sourceName: requiredText(legalReviewMessages.sourceNameRequired, 200),
  sourceUrl: z
    .string({ error: legalReviewMessages.sourceUrlInvalid })
    .check(
      z.trim(),
      z.maxLength(500, legalReviewMessages.sourceUrlInvalid),
      z.refine(isHttpsUrl, legalReviewMessages.sourceUrlInvalid),
    ),
  reviewed: isoDate(legalReviewMessages.reviewedRequired),
  summary: requiredText(figureMessages.summaryRequired, 300, figureMessages.summaryTooLong),
};

/** POST /api/admin/figures: a new value of one figure from a date (today or later, or a correction of the past). */
export const figureEntrySchema = z.object({
  key: z.string({ error: figureMessages.keyUnknown }).check(z.minLength(1, figureMessages.keyUnknown)),
  value: z.number({ error: figureMessages.valueInvalid }).check(z.gte(0, figureMessages.valueInvalid)),
  effectiveFrom: isoDate(figureMessages.effectiveInvalid),
  ...entryFields,
});
export type FigureEntryInput = z.infer<typeof figureEntrySchema>;

/** POST /api/admin/due-date-changes: one period's due date moved (an authority's extension). */
export const dueDateChangeSchema = z.object({
  obligationId: z
    .string({ error: figureMessages.obligationUnknown })
    .check(z.minLength(1, figureMessages.obligationUnknown)),
  dueDate: isoDate(figureMessages.dueDateInvalid),
  newDate: isoDate(figureMessages.newDateInvalid),
  ...entryFields,
});
export type DueDateChangeInput = z.infer<typeof dueDateChangeSchema>;

const sourceLinkSchema = z.object({ name: z.string(), url: z.string() });

const figureEntryRecordSchema: z.ZodMiniType<FigureEntry> = z.object({
  id: z.number(),
  key: z.string(),
  value: z.number(),
  effectiveFrom: z.string(),
  source: sourceLinkSchema,
  reviewed: z.string(),
  summary: z.string(),
  createdAt: z.string(),
  createdBy: z.nullable(z.string()),
});

const dueDateChangeRecordSchema: z.ZodMiniType<DueDateChange> = z.object({
  id: z.number(),
  obligationId: z.string(),
  dueDate: z.string(),
  newDate: z.string(),
  source: sourceLinkSchema,
  reviewed: z.string(),
  summary: z.string(),
  createdAt: z.string(),
  createdBy: z.nullable(z.string()),
});

/** GET /api/admin/figures: every figure with what applies today, what is scheduled and before. */
export const figuresListSchema: z.ZodMiniType<FiguresList> = z.object({
  today: z.string(),
  figures: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      topic: z.string(),
      typedValue: z.number(),
      pages: z.array(z.string()),
      current: z.object({ value: z.number(), effectiveFrom: z.nullable(z.string()) }),
      scheduled: z.array(figureEntryRecordSchema),
      history: z.array(figureEntryRecordSchema),
    }),
  ),
  obligations: z.array(z.object({ id: z.string(), title: z.string() })),
  dueDateChanges: z.array(dueDateChangeRecordSchema),
});

/** The 201 of POST /api/admin/figures. */
export const figureSavedSchema = z.object({ message: z.string(), entry: figureEntryRecordSchema });

/** The 201 of POST /api/admin/due-date-changes. */
export const dueDateSavedSchema = z.object({ message: z.string(), change: dueDateChangeRecordSchema });
