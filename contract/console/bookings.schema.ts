import * as z from "zod/mini";
import { bookingSettingsMessages as m } from "./bookings.ts";

const time = z.string({ error: m.hoursInvalid }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.hoursInvalid));
const whole = (min: number, max: number) =>
  z
    .number({ error: m.numberInvalid })
    .check(z.int(m.numberInvalid), z.gte(min, m.numberInvalid), z.lte(max, m.numberInvalid));

const dayHours = z.nullable(
  z
    .object({ open: time, close: time })
    .check(z.refine((hours) => hours.open < hours.close, { message: m.hoursInvalid, path: ["close"] })),
);

/** BookingRules (contract/api/bookings.ts) as staff save them. */
export const bookingRulesSchema = z.object({
  weeklyHours: z.array(dayHours).check(z.length(7, m.hoursInvalid)),
  holidays: z
    .array(
      z.object({
        date: z.string({ error: m.holidayInvalid }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, m.holidayInvalid)),
        label: z
          .string({ error: m.holidayInvalid })
          .check(z.trim(), z.minLength(1, m.holidayInvalid), z.maxLength(80, m.holidayInvalid)),
      }),
    )
    .check(z.maxLength(200, m.holidayInvalid)),
  slotMinutes: whole(10, 240),
  bufferMinutes: whole(0, 120),
  horizonDays: whole(1, 60),
  noticeHours: whole(0, 168),
  maxPerDay: whole(1, 50),
  changeCutoffHours: whole(0, 168),
});

export const bookingSettingsViewSchema = z.object({ rules: bookingRulesSchema, typedDefault: bookingRulesSchema });
export const bookingSettingsResponseSchema = z.object({ message: z.string(), rules: bookingRulesSchema });

export const consoleBookingSchema = z.object({
  id: z.number(),
  start: z.string(),
  end: z.string(),
  status: z.enum(["confirmed", "cancelled"]),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  company: z.nullable(z.string()),
  topic: z.nullable(z.string()),
  answers: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  meetingLink: z.nullable(z.string()),
  /** The pipeline enquiry it was turned into (issue 30), or null. */
  enquiryId: z.nullable(z.number()),
  createdAt: z.string(),
});

export const bookingEnquiryResponseSchema = z.object({ message: z.string(), enquiryId: z.number() });

export const consoleBookingsSchema = z.object({
  bookings: z.array(consoleBookingSchema),
  /** The signed-in staff member's private calendar feed. */
  feedUrl: z.string(),
});

export const bookingStaffFieldsSchema = z.object({
  notes: z.nullable(z.string().check(z.trim(), z.maxLength(4000))),
  meetingLink: z.nullable(
    z
      .string({ error: m.meetingLinkInvalid })
      .check(z.trim(), z.regex(/^(https:\/\/\S{3,500})?$/, m.meetingLinkInvalid)),
  ),
});

export const bookingStaffResponseSchema = z.object({ message: z.string(), booking: consoleBookingSchema });
