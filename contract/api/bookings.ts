import type * as z from "zod/mini";
import type { bookingRequestSchema, bookingResponseSchema, slotSchema } from "./bookings.schema.ts";

/**
 * Online booking of a free consultation (issue 31, decision 140). The visitor picks a free slot on
 * `/book`; the API answers the same rules to a script or another client. Every instant travels as
 * ISO 8601 with the India offset (`2026-12-01T10:00:00+05:30`).
 */
export const bookingPaths = {
  slots: "/api/bookings/slots",
  book: "/api/bookings",
  /** The page and its signed manage link (`?id=…&sig=…`): confirmation, reschedule, cancel. */
  page: "/book",
  manage: "/book/manage",
} as const;

/** Opening hours of one weekday in India ("HH:MM"), or null when closed. */
export type DayHours = { open: string; close: string } | null;

/** What staff set (the console's booking settings); `bookingRulesDefault` until they do. */
export interface BookingRules {
  /** Index 0 is Sunday … 6 Saturday. */
  weeklyHours: DayHours[];
  /** Dates in India (YYYY-MM-DD) with no slots. */
  holidays: { date: string; label: string }[];
  slotMinutes: number;
  /** Minutes kept free before and after each booking. */
  bufferMinutes: number;
  /** How many days ahead, today included, slots are offered. */
  horizonDays: number;
  /** The least notice, in hours, between now and a slot's start. */
  noticeHours: number;
  /** The most bookings on one day. */
  maxPerDay: number;
  /** A visitor may reschedule or cancel until this many hours before the start. */
  changeCutoffHours: number;
}

const office = { open: "09:00", close: "18:00" };

/** SPEC: Mon-Sat 09.00 to 06.00 (pm), Sunday closed. */
export const bookingRulesDefault: BookingRules = {
  weeklyHours: [null, office, office, office, office, office, office],
  holidays: [],
  slotMinutes: 30,
  bufferMinutes: 0,
  horizonDays: 14,
  noticeHours: 2,
  maxPerDay: 8,
  changeCutoffHours: 4,
};

/** Why a slot cannot be booked; each has its sentence in `bookingMessages`. */
export type SlotRefusal = "past" | "closed" | "notice" | "horizon" | "taken" | "full";

export const bookingMessages = {
  booked: "Your consultation is booked. We have e-mailed the invitation.",
  rescheduled: "Your consultation has moved. We have e-mailed the new invitation.",
  cancelled: "Your consultation is cancelled.",
  past: "That time has already passed. Please pick another slot.",
  closed: "We are not open at that time. Please pick one of the slots shown.",
  notice: "That slot is too soon for us to prepare. Please pick a later one.",
  horizon: "That slot is too far ahead. Please pick one of the slots shown.",
  taken: "Sorry, that slot was just taken. Please pick another one.",
  full: "That day is fully booked. Please pick another day.",
  startInvalid: "Please pick a slot.",
  nameRequired: "Name is required.",
  emailInvalid: "Please enter a valid email address.",
  mobileInvalid: "Please enter a valid 10-digit mobile number.",
  tooLong: "Please keep this shorter.",
  tooMany: "You already have two consultations booked. Use the link in their e-mail to change one.",
  badLink: "This link is not valid. Please use the latest link we sent you.",
  cutoff: "It is too late to change this booking online. Please call us.",
  alreadyCancelled: "This booking is cancelled.",
  daysInvalid: "days must be a whole number from 1 to 31.",
  fromInvalid: "from must be a date (YYYY-MM-DD).",
} as const satisfies Record<SlotRefusal, string> & Record<string, string>;

export type Slot = z.infer<typeof slotSchema>;
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** A booking as its manage page shows it. */
export interface ManagedBooking {
  id: number;
  start: string;
  end: string;
  name: string;
  status: "confirmed" | "cancelled";
  /** Whether the visitor may still reschedule or cancel online. */
  changeable: boolean;
  /** Where: the meeting link staff typed, or the office address. */
  where: string;
}

/** What the /book page's form comes to without JavaScript; `manageUrl` on success (the page goes there). */
export type BookingOutcome =
  { ok: true; message: string; manageUrl: string } | { ok: false; message: string; fields: Record<string, string> };

const inIndia = { timeZone: "Asia/Kolkata" } as const;
const dayFormat = new Intl.DateTimeFormat("en-IN", { ...inIndia, weekday: "short", day: "numeric", month: "short" });
const timeFormat = new Intl.DateTimeFormat("en-IN", { ...inIndia, hour: "numeric", minute: "2-digit", hour12: true });
const longFormat = new Intl.DateTimeFormat("en-IN", {
  ...inIndia,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "Tue, 1 Dec": a slot's day as the page groups slots. */
export const slotDay = (iso: string) => dayFormat.format(new Date(iso));
/** "11:00 am": a slot's start in India. */
export const slotTime = (iso: string) => timeFormat.format(new Date(iso));
/** "Tuesday, 1 December 2026 at 11:00 am IST": a booking's time in sentences and e-mails. */
export const slotWhen = (iso: string) => `${longFormat.format(new Date(iso))} at ${slotTime(iso)} IST`;
