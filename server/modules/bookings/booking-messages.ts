import { slotWhen } from "../../../contract/api/bookings.ts";
import type { SiteIdentity } from "../../../contract/shared/site.ts";
import type { OutgoingMessage } from "../../messaging/outbox.ts";
import { bookingInvitation, type BookingEvent } from "./booking-ics.ts";
import type { BookingRow } from "./bookings.repository.ts";
import { istIso } from "./slot-rules.ts";

/** What a booking's messages say where it happens: the meeting link staff typed, or the office. */
export const meetingPlace = (booking: Pick<BookingRow, "meeting_link">, site: SiteIdentity) =>
  booking.meeting_link ??
  [...site.address.lines, `${site.address.city}, ${site.address.region} ${site.address.postalCode}`].join(", ");

export function bookingEvent(booking: BookingRow, site: SiteIdentity): BookingEvent {
  return {
    id: booking.id,
    start: new Date(booking.start_at),
    end: new Date(booking.end_at),
    sequence: booking.sequence,
    cancelled: booking.held_slot === null,
    name: booking.name,
    email: booking.email,
    summary: `Free consultation: ${site.shortBrand} and ${booking.name}`,
    description: [
      `Your free consultation with ${site.brand}.`,
      ...(booking.topic ? [`Topic: ${booking.topic}`] : []),
      `Phone: ${site.phone.display}`,
    ].join("\n"),
    location: meetingPlace(booking, site),
  };
}

export const organiserOf = (site: SiteIdentity, publicBaseUrl: string) => ({
  name: site.brand,
  email: site.emails.primary,
  host: new URL(publicBaseUrl).host,
  productId: `-//${site.shortBrand}//Consultation booking//EN`,
});

type Change = "booked" | "rescheduled" | "cancelled";

const subjects: Record<Change, string> = {
  booked: "Your free consultation is booked",
  rescheduled: "Your free consultation has moved",
  cancelled: "Your free consultation is cancelled",
};

/**
 * The visitor's e-mail for a new, moved or cancelled booking, with the invitation (.ics,
 * METHOD:REQUEST or CANCEL) attached, and the signed link to change it.
 */
export function bookingEmail(
  booking: BookingRow,
  change: Change,
  context: { site: SiteIdentity; publicBaseUrl: string; manageUrl: string; now: Date },
): OutgoingMessage {
  const { site, manageUrl } = context;
  const when = slotWhen(istIso(new Date(booking.start_at)));
  const invitation = bookingInvitation(
    bookingEvent(booking, site),
    organiserOf(site, context.publicBaseUrl),
    context.now,
  );
  const body =
    change === "cancelled"
      ? [
          `Dear ${booking.name},`,
          ``,
          `Your free consultation on ${when} is cancelled.`,
          ``,
          `Book again: ${context.publicBaseUrl}/book`,
        ]
      : [
          `Dear ${booking.name},`,
          ``,
          `Your free consultation with ${site.brand} is ${change === "booked" ? "booked" : "now"} on ${when}.`,
          `Where: ${meetingPlace(booking, site)}`,
          ``,
          `The attached invitation adds it to your calendar.`,
          `To reschedule or cancel: ${manageUrl}`,
          ``,
          `Questions? Call ${site.phone.display}.`,
        ];
  return {
    channel: "email",
    to: booking.email,
    subject: subjects[change],
    text: body.join("\n"),
    attachments: [
      {
        filename: "invite.ics",
        contentType: `text/calendar; charset=utf-8; method=${change === "cancelled" ? "CANCEL" : "REQUEST"}`,
        base64: Buffer.from(invitation, "utf8").toString("base64"),
      },
    ],
  };
}

/** The SMS a visitor gets for a booking or a reminder. */
export function bookingSms(booking: BookingRow, site: SiteIdentity, lead: string): OutgoingMessage {
  return {
    channel: "sms",
    to: booking.mobile,
    subject: "Consultation",
    text: `${lead} ${slotWhen(istIso(new Date(booking.start_at)))} with ${site.shortBrand}. Call ${site.phone.display} to change it.`,
  };
}

/** The firm's alert for each new, moved or cancelled booking, to its primary address. */
export function bookingAlert(booking: BookingRow, change: Change, site: SiteIdentity): OutgoingMessage {
  return {
    channel: "email",
    to: site.emails.primary,
    subject: `Consultation ${change} #${booking.id}: ${booking.name}, ${slotWhen(istIso(new Date(booking.start_at)))}`,
    text: [
      `A consultation was ${change} on the website.`,
      ``,
      `When: ${slotWhen(istIso(new Date(booking.start_at)))}`,
      `Name: ${booking.name}`,
      `E-mail: ${booking.email}`,
      `Mobile: ${booking.mobile}`,
      ...(booking.company ? [`Company: ${booking.company}`] : []),
      ...(booking.topic ? [``, `Topic:`, booking.topic] : []),
      ...(booking.answers ? [``, `From the checker:`, booking.answers] : []),
      ``,
      `Booking number: ${booking.id}`,
    ].join("\n"),
  };
}

/** The reminder e-mail a day or an hour before. */
export function bookingReminderEmail(booking: BookingRow, site: SiteIdentity, lead: string, manageUrl: string) {
  return {
    channel: "email",
    to: booking.email,
    subject: `Reminder: your consultation ${lead}`,
    text: [
      `Dear ${booking.name},`,
      ``,
      `A reminder: your free consultation with ${site.brand} is ${lead}, ${slotWhen(istIso(new Date(booking.start_at)))}.`,
      `Where: ${meetingPlace(booking, site)}`,
      ``,
      `To reschedule or cancel: ${manageUrl}`,
    ].join("\n"),
  } satisfies OutgoingMessage;
}
