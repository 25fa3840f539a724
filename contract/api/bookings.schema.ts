import * as z from "zod/mini";
import { bookingMessages } from "./bookings.ts";
import { emailAddress, honeypot, optionalText, requiredText } from "./fields.schema.ts";
import { visitSourceRequestFields } from "./visit-source.schema.ts";

/** An instant with its offset, as slots are offered: `2026-12-01T10:00:00+05:30` (or Z). */
export const instant = (message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, message),
    z.refine((value) => !Number.isNaN(Date.parse(value)), message),
  );

export const slotSchema = z.object({ start: z.string(), end: z.string() });
export const slotsResponseSchema = z.array(slotSchema);

export const slotsQuerySchema = z.object({
  from: z.optional(
    z.string({ error: bookingMessages.fromInvalid }).check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, bookingMessages.fromInvalid),
      z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), bookingMessages.fromInvalid),
    ),
  ),
  days: z.optional(
    z.coerce
      .number({ error: bookingMessages.daysInvalid })
      .check(
        z.int(bookingMessages.daysInvalid),
        z.gte(1, bookingMessages.daysInvalid),
        z.lte(31, bookingMessages.daysInvalid),
      ),
  ),
});

export const bookingRequestSchema = z.object({
  start: instant(bookingMessages.startInvalid),
  name: requiredText(bookingMessages.nameRequired, 120, bookingMessages.tooLong),
  email: emailAddress(bookingMessages.emailInvalid),
  /** An Indian mobile: ten digits, optionally after +91 or 0, spaces and dashes ignored. */
  mobile: z
    .string({ error: bookingMessages.mobileInvalid })
    .check(z.trim(), z.regex(/^(\+?91[ -]?|0)?[6-9]\d{4}[ -]?\d{5}$/, bookingMessages.mobileInvalid)),
  company: optionalText(160, bookingMessages.tooLong),
  topic: optionalText(2000, bookingMessages.tooLong),
  /** The which-laws checker's answers, carried from its result to the booking (not in the API). */
  answers: optionalText(2000, bookingMessages.tooLong),
  website: honeypot,
  ...visitSourceRequestFields,
});

export const bookingResponseSchema = z.object({ id: z.number(), start: z.string(), end: z.string() });

/** A manage link's fields, and what its forms post: cancel, or move to `start`. */
export const bookingChangeSchema = z.object({
  id: z.coerce
    .number({ error: bookingMessages.badLink })
    .check(z.int(bookingMessages.badLink), z.positive(bookingMessages.badLink)),
  sig: z.string({ error: bookingMessages.badLink }).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, bookingMessages.badLink)),
  action: z.enum(["cancel", "reschedule"], { error: bookingMessages.badLink }),
  start: z.optional(instant(bookingMessages.startInvalid)),
});
