import type { BookingRules } from "../../../contract/api/bookings.ts";
import type { ConsoleBooking } from "../../../contract/console/bookings.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import {
  findBooking,
  listBookingsFrom,
  readBookingRules,
  saveBookingRules,
  setBookingEnquiry,
  updateBookingStaffFields,
  type BookingRow,
} from "./bookings.repository.ts";
import { istIso } from "./slot-rules.ts";
import {
  insertEnquiry,
  insertEnquiryEvent,
  insertEnquiryNote,
  openEnquiryOf,
} from "../enquiries/enquiries.repository.ts";

function toConsole(row: BookingRow): ConsoleBooking {
  return {
    id: row.id,
    start: istIso(new Date(row.start_at)),
    end: istIso(new Date(row.end_at)),
    status: row.held_slot === null ? "cancelled" : "confirmed",
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    company: row.company,
    topic: row.topic,
    answers: row.answers,
    notes: row.notes,
    meetingLink: row.meeting_link,
    enquiryId: row.enquiry_id,
    createdAt: row.created_at,
  };
}

export const bookingRules = (db: Db) => readBookingRules(db);

/** Staff's new rules, recorded in the audit log with the rules before and after. */
export async function editBookingRules(db: Db, rules: BookingRules, record: RecordChange, now = new Date()) {
  return db.transaction().execute(async (tx) => {
    const before = await readBookingRules(tx);
    await saveBookingRules(tx, rules, now);
    await record(tx, {
      action: "bookings.settings",
      target: "booking settings",
      detail: "Changed the booking settings",
      before: JSON.stringify(before),
      after: JSON.stringify(rules),
    });
    return readBookingRules(tx);
  });
}

/** The bookings from today in India on (and the last week's), soonest first. */
export async function consoleBookings(db: Db, now = new Date()): Promise<ConsoleBooking[]> {
  return (await listBookingsFrom(db, new Date(now.getTime() - 7 * 86_400_000))).map(toConsole);
}

/** Notes and the meeting link staff type on a booking; null for an unknown id. */
export async function editBookingStaffFields(
  db: Db,
  id: number,
  fields: { notes: string | null; meetingLink: string | null },
  record: RecordChange,
  now = new Date(),
): Promise<ConsoleBooking | null> {
  return db.transaction().execute(async (tx) => {
    const before = await findBooking(tx, id);
    if (!before) return null;
    await updateBookingStaffFields(
      tx,
      id,
      { notes: fields.notes || null, meeting_link: fields.meetingLink || null },
      now,
    );
    await record(tx, {
      action: "booking.edit",
      target: `booking ${id}`,
      detail: `Notes or meeting link of ${before.name}'s booking`,
    });
    return toConsole((await findBooking(tx, id))!);
  });
}

/**
 * Puts a booking into the pipeline (issue 30): it joins the visitor's enquiry still in the
 * pipeline, with a note of the consultation, or becomes a new enquiry from the booking's details.
 * Asked again, it answers the enquiry it already joined. Null for an unknown booking.
 */
export async function bookingToEnquiry(
  db: Db,
  id: number,
  by: string,
  record: RecordChange,
  now = new Date(),
): Promise<{ enquiryId: number; joined: boolean } | null> {
  return db.transaction().execute(async (tx) => {
    const booking = await findBooking(tx, id);
    if (!booking) return null;
    if (booking.enquiry_id !== null) return { enquiryId: booking.enquiry_id, joined: true };
    const when = istIso(new Date(booking.start_at)).slice(0, 16).replace("T", " ");
    const existing = await openEnquiryOf(tx, booking.email);
    const enquiryId =
      existing ??
      (await insertEnquiry(
        tx,
        {
          name: booking.name,
          email: booking.email,
          contact_number: booking.mobile,
          message: booking.topic,
          origin: "booking",
          company: booking.company,
          tool_answers: null,
        },
        now,
      ));
    if (existing === null)
      await insertEnquiryEvent(tx, { enquiryId, actor: by, status: "new", detail: `From booking ${id}` }, now);
    await insertEnquiryNote(
      tx,
      {
        enquiryId,
        author: by,
        text: `Consultation booked for ${when} IST${booking.topic ? `: ${booking.topic}` : ""}${booking.answers ? ` (checker: ${booking.answers})` : ""}.`,
      },
      now,
    );
    await setBookingEnquiry(tx, id, enquiryId, now);
    await record(tx, {
      action: "booking.enquiry",
      target: `booking ${id}`,
      detail:
        existing === null
          ? `Made enquiry ${enquiryId} from booking ${id}`
          : `Added booking ${id} to enquiry ${enquiryId}`,
    });
    return { enquiryId, joined: existing !== null };
  });
}
