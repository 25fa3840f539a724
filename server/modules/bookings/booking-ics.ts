import { escapeText, icsDocument, kolkataTimezone } from "../../../contract/shared/ics-text.ts";
import { istIso } from "./slot-rules.ts";

/** A booking as a calendar event. */
export interface BookingEvent {
  id: number;
  start: Date;
  end: Date;
  /** Raised on every change, so a calendar replaces the event it has (RFC 5546). */
  sequence: number;
  cancelled: boolean;
  name: string;
  email: string;
  summary: string;
  description: string;
  /** The meeting link, or the office address. */
  location: string;
}

export interface Organiser {
  name: string;
  email: string;
  /** The site's host: the event UIDs' right-hand side. */
  host: string;
  productId: string;
}

/** `20261201T110000` in India: the event's wall-clock time with TZID=Asia/Kolkata. */
const localStamp = (at: Date) => istIso(at).slice(0, 19).replace(/[-:]/g, "");
const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
/** A parameter value (CN) is quoted, and may not hold a quote (RFC 5545 3.2). */
const param = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

function eventLines(event: BookingEvent, organiser: Organiser, now: Date, attendee: boolean): string[] {
  const link = /^https?:\/\//.test(event.location) ? [`URL:${event.location}`] : [];
  return [
    "BEGIN:VEVENT",
    `UID:booking-${event.id}@${organiser.host}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=Asia/Kolkata:${localStamp(event.start)}`,
    `DTEND;TZID=Asia/Kolkata:${localStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...link,
    `ORGANIZER;CN=${param(organiser.name)}:mailto:${organiser.email}`,
    ...(attendee
      ? [`ATTENDEE;CN=${param(event.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${event.email}`]
      : []),
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
  ];
}

/**
 * The invitation e-mailed to the visitor (RFC 5546 iTIP): METHOD:REQUEST for a new or moved
 * booking, METHOD:CANCEL once cancelled, the firm as organiser, the visitor as attendee, the time
 * in Asia/Kolkata. The UID stays with the booking and SEQUENCE grows, so a calendar client updates
 * the one event it imported.
 */
export function bookingInvitation(event: BookingEvent, organiser: Organiser, now: Date): string {
  return icsDocument([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${organiser.productId}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.cancelled ? "CANCEL" : "REQUEST"}`,
    ...kolkataTimezone,
    ...eventLines(event, organiser, now, true),
    "END:VCALENDAR",
  ]);
}

/** A staff member's subscribed feed: every booking from a week ago on, cancelled ones marked so. */
export function bookingFeed(events: readonly BookingEvent[], organiser: Organiser, calendarName: string, now: Date) {
  return icsDocument([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${organiser.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    "X-WR-TIMEZONE:Asia/Kolkata",
    "REFRESH-INTERVAL;VALUE=DURATION:PT15M",
    "X-PUBLISHED-TTL:PT15M",
    ...kolkataTimezone,
    ...events.flatMap((event) => eventLines(event, organiser, now, true)),
    "END:VCALENDAR",
  ]);
}
