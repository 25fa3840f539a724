import type { Selectable } from "kysely";
import type { DataSubject } from "../../../contract/console/privacy.ts";
import { bookingRulesDefault, type BookingRules } from "../../../contract/api/bookings.ts";
import type { Db } from "../../db/connection.ts";
import { phoneMatches } from "../../db/personal-data.ts";
import type { BookingsTable } from "../../db/schema.ts";
import type { Busy } from "./slot-rules.ts";

export type BookingRow = Omit<Selectable<BookingsTable>, "id" | "sequence"> & { id: number; sequence: number };

const toRow = (row: Selectable<BookingsTable>): BookingRow => ({
  ...row,
  id: Number(row.id),
  sequence: Number(row.sequence),
  enquiry_id: row.enquiry_id === null ? null : Number(row.enquiry_id),
});

/** Staff's rules, or the typed default until they saved some (a rule added later takes its default). */
export async function readBookingRules(db: Db): Promise<BookingRules> {
  const row = await db.selectFrom("booking_settings").select("rules").where("id", "=", 1).executeTakeFirst();
  return row ? { ...bookingRulesDefault, ...(JSON.parse(row.rules) as Partial<BookingRules>) } : bookingRulesDefault;
}

export async function saveBookingRules(db: Db, rules: BookingRules, now: Date): Promise<void> {
  const values = { id: 1, rules: JSON.stringify(rules), updated_at: now.toISOString() };
  await db
    .insertInto("booking_settings")
    .values(values)
    .onConflict((oc) => oc.column("id").doUpdateSet({ rules: values.rules, updated_at: values.updated_at }))
    .execute();
}

/**
 * Locks the rows of these India days (creating them the first time) until the transaction ends:
 * bookings of one day take turns on every instance, so the buffer and the day's limit, checked
 * after this, see every booking committed before (decision 141). Sorted, so two never deadlock.
 */
export async function lockBookingDays(db: Db, days: readonly string[]): Promise<void> {
  await db
    .insertInto("booking_days")
    .values([...new Set(days)].sort().map((day) => ({ day })))
    .onConflict((oc) => oc.column("day").doUpdateSet((eb) => ({ day: eb.ref("excluded.day") })))
    .execute();
}

/** The slots held by bookings starting in [from, to), but for the booking `exceptId`. */
export async function busyBetween(db: Db, from: Date, to: Date, exceptId?: number): Promise<Busy[]> {
  const rows = await db
    .selectFrom("bookings")
    .select(["start_at", "end_at"])
    .where("held_slot", "is not", null)
    .$if(exceptId !== undefined, (query) => query.where("id", "!=", exceptId!))
    .where("start_at", ">=", from.toISOString())
    .where("start_at", "<", to.toISOString())
    .execute();
  return rows.map((row) => ({ start: new Date(row.start_at), end: new Date(row.end_at) }));
}

/**
 * Stores a confirmed booking holding its slot; answers its id. Throws the database's unique
 * violation when another booking holds the slot (isUniqueViolation): the constraint decides a race.
 */
export async function insertBooking(
  db: Db,
  fields: Pick<
    BookingsTable,
    | "name"
    | "email"
    | "mobile"
    | "company"
    | "topic"
    | "answers"
    | "reminded_day_at"
    | "reminded_hour_at"
    | "source"
    | "landing_path"
    | "campaign"
  > & {
    start: Date;
    end: Date;
  },
  now: Date,
): Promise<number> {
  const { start, end, ...rest } = fields;
  const at = now.toISOString();
  const row = await db
    .insertInto("bookings")
    .values({
      ...rest,
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      held_slot: start.toISOString(),
      status: "confirmed",
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findBooking(db: Db, id: number): Promise<BookingRow | null> {
  const row = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** How many confirmed bookings an address holds that have not started yet (the per-address limit). */
export async function upcomingCountFor(db: Db, email: string, now: Date): Promise<number> {
  const { n } = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("email", "=", email)
    .where("held_slot", "is not", null)
    .where("start_at", ">", now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Moves a booking to a new slot (unique violation when it is held) and raises its sequence. */
export async function moveBooking(
  db: Db,
  id: number,
  start: Date,
  end: Date,
  reminded: Pick<BookingsTable, "reminded_day_at" | "reminded_hour_at">,
  now: Date,
): Promise<void> {
  await db
    .updateTable("bookings")
    .set((eb) => ({
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      held_slot: start.toISOString(),
      sequence: eb("sequence", "+", 1),
      ...reminded,
      updated_at: now.toISOString(),
    }))
    .where("id", "=", id)
    .execute();
}

/** Cancels a booking: its slot is free at once. */
export async function cancelBooking(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable("bookings")
    .set((eb) => ({
      status: "cancelled",
      held_slot: null,
      sequence: eb("sequence", "+", 1),
      updated_at: now.toISOString(),
    }))
    .where("id", "=", id)
    .execute();
}

/** Bookings starting from `from` on, soonest first (the console's list, the staff feed). */
export async function listBookingsFrom(db: Db, from: Date): Promise<BookingRow[]> {
  const rows = await db
    .selectFrom("bookings")
    .selectAll()
    .where("start_at", ">=", from.toISOString())
    .orderBy("start_at")
    .orderBy("id")
    .execute();
  return rows.map(toRow);
}

/** What staff add to a booking: notes and the meeting link. */
export async function updateBookingStaffFields(
  db: Db,
  id: number,
  fields: { notes: string | null; meeting_link: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable("bookings")
    .set({ ...fields, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** Reminders: which column records each one, and how long before the start it goes. */
export const reminderKinds = {
  day: { column: "reminded_day_at", beforeMs: 24 * 60 * 60_000 },
  hour: { column: "reminded_hour_at", beforeMs: 60 * 60_000 },
} as const;
export type ReminderKind = keyof typeof reminderKinds;

/**
 * Claims the confirmed bookings due a reminder of `kind` (starting within its lead time and not yet
 * reminded) by stamping them: one statement, so two passes never claim one booking twice.
 */
export async function claimDueReminders(db: Db, kind: ReminderKind, now: Date): Promise<BookingRow[]> {
  const { column, beforeMs } = reminderKinds[kind];
  const rows = await db
    .updateTable("bookings")
    .set({ [column]: now.toISOString() })
    .where("held_slot", "is not", null)
    .where(column, "is", null)
    .where("start_at", ">", now.toISOString())
    .where("start_at", "<=", new Date(now.getTime() + beforeMs).toISOString())
    .returningAll()
    .execute();
  return rows.map(toRow);
}

/** The bookings of an e-mail address or a mobile (data requests, decision 015). */
export async function bookingsOf(db: Db, who: DataSubject): Promise<BookingRow[]> {
  const query = db.selectFrom("bookings").selectAll().orderBy("id");
  const rows =
    who.email !== null
      ? await query.where((eb) => eb(eb.fn("lower", ["email"]), "=", who.email!)).execute()
      : await query.where(phoneMatches("mobile", who.mobile, "ends")).execute();
  return rows.map(toRow);
}

export async function deleteBookings(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await db
      .deleteFrom("bookings")
      .where("id", "in", [...ids])
      .execute();
}

/** Records the pipeline enquiry a booking joined. */
export async function setBookingEnquiry(db: Db, id: number, enquiryId: number, now: Date): Promise<void> {
  await db
    .updateTable("bookings")
    .set({ enquiry_id: enquiryId, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}
