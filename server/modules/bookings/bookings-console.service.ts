import type { BookingRules } from "../../../contract/api/bookings.ts";
import type { ConsoleBooking } from "../../../contract/console/bookings.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import {
  findBooking,
  listBookingsFrom,
  readBookingRules,
  saveBookingRules,
  updateBookingStaffFields,
  type BookingRow,
} from "./bookings.repository.ts";
import { istIso } from "./slot-rules.ts";

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
