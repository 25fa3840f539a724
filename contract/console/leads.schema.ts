import * as z from "zod/mini";
import { mobileSchema } from "../api/auth.schema.ts";
import { enquiryStages, leadsMessages } from "./leads.ts";

/** Where the visit that sent an enquiry came from (kept in the browser's session storage for the visit). */
export const visitSourceSchema = z.object({
  landingPath: z.nullable(z.string()),
  referrer: z.nullable(z.string()),
  utmSource: z.nullable(z.string()),
  utmMedium: z.nullable(z.string()),
  utmCampaign: z.nullable(z.string()),
});

export const enquiryEventSchema = z.object({
  at: z.string(),
  actor: z.string(),
  status: z.string(),
  detail: z.string(),
});

export const enquiryNoteSchema = z.object({ id: z.number(), at: z.string(), author: z.string(), text: z.string() });

const isoDate = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, leadsMessages.invalidDate), z.refine(isRealDate, leadsMessages.invalidDate));

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** PATCH /api/admin/enquiries/{id}: any of the stage (with its reason or value), the owner, the follow-up date. */
export const enquiryChangeSchema = z
  .object({
    status: z.optional(z.enum(enquiryStages, { error: leadsMessages.invalidStage })),
    lostReason: z.optional(
      z.string({ error: leadsMessages.reasonRequired }).check(z.trim(), z.maxLength(200, leadsMessages.reasonTooLong)),
    ),
    monthlyValue: z.optional(
      z
        .number({ error: leadsMessages.invalidValue })
        .check(z.positive(leadsMessages.invalidValue), z.maximum(1e9, leadsMessages.invalidValue)),
    ),
    owner: z.optional(z.nullable(mobileSchema)),
    nextFollowUp: z.optional(z.nullable(isoDate)),
  })
  .check(
    z.refine((body) => body.status !== undefined || body.owner !== undefined || body.nextFollowUp !== undefined, {
      message: leadsMessages.nothingToChange,
    }),
  );

export const enquiryNoteRequestSchema = z.object({
  text: z
    .string({ error: leadsMessages.noteRequired })
    .check(z.trim(), z.minLength(1, leadsMessages.noteRequired), z.maxLength(2000, leadsMessages.noteTooLong)),
});

/** The list's filters beside ?q= and ?format=. */
export const enquiryFilterSchema = z.object({
  stage: z.optional(z.enum(enquiryStages, { error: leadsMessages.invalidStage })),
  owner: z.optional(mobileSchema),
  /** A visit source as the analytics names it: utm_source, else the referring host, else "direct". */
  source: z.optional(z.string().check(z.trim(), z.maxLength(100, leadsMessages.sourceTooLong))),
  overdue: z.optional(z.literal("1", { error: leadsMessages.invalidOverdue })),
});

export const morningQuerySchema = z.object({ owner: z.optional(mobileSchema) });
