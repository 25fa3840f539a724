import type * as z from "zod/mini";
import type { consoleBookingSchema, bookingSettingsViewSchema, consoleBookingsSchema } from "./bookings.schema.ts";

/** The console's booking screens (issue 31): the rules staff set and the bookings with their notes. */
export const consoleBookingPaths = {
  settings: "/api/admin/bookings/settings",
  list: "/api/admin/bookings",
  booking: (id: number | string) => `/api/admin/bookings/${id}`,
  /** POST: the booking into the pipeline (issue 30). */
  enquiry: (id: number | string) => `/api/admin/bookings/${id}/enquiry`,
} as const;

export const bookingSettingsMessages = {
  saved: "Booking settings saved. The booking page offers the new slots now.",
  hoursInvalid: "Each open day needs an opening and a closing time (HH:MM), opening first.",
  holidayInvalid: "Each holiday needs a date (YYYY-MM-DD) and a name.",
  numberInvalid: "Enter whole numbers within the ranges shown.",
  notesSaved: "Booking saved.",
  meetingLinkInvalid: "The meeting link must be a full https:// address.",
  notFound: "No such booking.",
  enquiryMade: "Added to the pipeline as a new enquiry.",
  enquiryJoined: "Added to the visitor's enquiry in the pipeline.",
} as const;

export type BookingSettingsView = z.infer<typeof bookingSettingsViewSchema>;
export type ConsoleBooking = z.infer<typeof consoleBookingSchema>;
export type ConsoleBookings = z.infer<typeof consoleBookingsSchema>;
