import { conversionSource } from "../../../contract/shared/visit-source.ts";
import type * as z from "zod/mini";
import {
  bookingMessages,
  type BookingRules,
  type ManagedBooking,
  type Slot,
  type SlotRefusal,
} from "../../../contract/api/bookings.ts";
import type { bookingRequestSchema } from "../../../contract/api/bookings.schema.ts";
import { indiaToday } from "../../../contract/rules/calendar-dates.ts";
import type { Db } from "../../db/connection.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { HttpError } from "../../http-error.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import type { PublicMailGate } from "../../messaging/public-mail-gate.ts";
import { currentSite } from "../../site-identity.ts";
import { manageLink, validManageLink } from "./booking-links.ts";
import { bookingAlert, bookingEmail, bookingSms, meetingPlace } from "./booking-messages.ts";
import type { PersonalDataHolder } from "../../db/personal-data.ts";
import {
  bookingsOf,
  busyBetween,
  deleteBookings,
  cancelBooking,
  findBooking,
  insertBooking,
  lockBookingDays,
  moveBooking,
  readBookingRules,
  reminderKinds,
  upcomingCountFor,
  type BookingRow,
} from "./bookings.repository.ts";
import { busyWindow, freeSlots, istIso, slotRefusal } from "./slot-rules.ts";

/** The most upcoming bookings one e-mail address may hold (abuse limit beside the per-address one). */
export const bookingsPerEmail = 2;

export interface BookingDeps {
  secret: string;
  publicBaseUrl: string;
  mailGate: PublicMailGate;
}

/** The free slots of `days` dates from `from` (default: today in India, the horizon). */
export async function listFreeSlots(db: Db, query: { from?: string; days?: number }, now = new Date()) {
  const rules = await readBookingRules(db);
  const from = query.from ?? indiaToday(now);
  const days = query.days ?? rules.horizonDays;
  const window = busyWindow(from, days);
  return freeSlots(rules, await busyBetween(db, window.from, window.to), from, days, now);
}

const refused = (status: number, message: string) => new HttpError(status, message, { start: message });

/**
 * Throws the refusal of a slot (400, or 409 when taken or the day is full); answers its end. A
 * booking being moved (`movingId`) does not stand in its own way. It first locks the days the slot
 * and its buffer reach, so the checks hold against a booking of the same day on any instance.
 */
async function checkSlot(db: Db, rules: BookingRules, start: Date, now: Date, movingId?: number): Promise<Date> {
  const refuse = (refusal: SlotRefusal | null) => {
    if (refusal) throw refused(refusal === "taken" || refusal === "full" ? 409 : 400, bookingMessages[refusal]);
  };
  // A slot refused whatever is booked (past, closed, too soon or far) locks nothing.
  refuse(slotRefusal(rules, [], start, now));
  const date = indiaToday(start);
  const buffer = rules.bufferMinutes * 60_000;
  const end = start.getTime() + rules.slotMinutes * 60_000;
  await lockBookingDays(db, [indiaToday(new Date(start.getTime() - buffer)), date, indiaToday(new Date(end + buffer))]);
  const window = busyWindow(date, 1);
  refuse(slotRefusal(rules, await busyBetween(db, window.from, window.to, movingId), start, now));
  return new Date(end);
}

/** Reminders whose time has already passed when a booking is made or moved are never sent. */
function passedReminders(start: Date, now: Date) {
  const passed = (kind: keyof typeof reminderKinds) =>
    start.getTime() - now.getTime() <= reminderKinds[kind].beforeMs ? now.toISOString() : null;
  return { reminded_day_at: passed("day"), reminded_hour_at: passed("hour") };
}

/** The visitor's e-mail (if the public-mail gate allows), SMS and the firm's alert, in the request's transaction. */
async function queueNotices(
  tx: Db,
  deps: BookingDeps,
  booking: BookingRow,
  change: "booked" | "rescheduled" | "cancelled",
  now: Date,
) {
  const site = currentSite();
  const manageUrl = manageLink(deps.publicBaseUrl, deps.secret, booking.id, booking.email);
  if ((await deps.mailGate.admit(tx, booking.email, now, { oncePerHour: false })) === "send")
    await enqueueMessage(
      tx,
      bookingEmail(booking, change, { site, publicBaseUrl: deps.publicBaseUrl, manageUrl, now }),
      now,
    );
  if (change !== "cancelled")
    await enqueueMessage(
      tx,
      bookingSms(booking, site, change === "booked" ? "Booked: consultation on" : "Moved: consultation now on"),
      now,
    );
  await enqueueMessage(tx, bookingAlert(booking, change, site), now);
}

/** A lost race on the slot's unique index is the same answer as a slot seen taken. */
async function holdingSlot<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw refused(409, bookingMessages.taken);
    throw err;
  }
}

/**
 * Books a slot: the rules decide (400/409), the address may hold `bookingsPerEmail` upcoming
 * bookings (429), and the slot's unique index settles two requests for one slot (409), on every
 * instance. Queues the visitor's invitation, SMS and the firm's alert; wake the outbox after it.
 */
export async function acceptBooking(
  db: Db,
  deps: BookingDeps,
  form: z.infer<typeof bookingRequestSchema>,
  now = new Date(),
): Promise<Slot & { id: number; manageUrl: string }> {
  const start = new Date(form.start);
  return holdingSlot(() =>
    db.transaction().execute(async (tx) => {
      const rules = await readBookingRules(tx);
      const end = await checkSlot(tx, rules, start, now);
      if ((await upcomingCountFor(tx, form.email, now)) >= bookingsPerEmail)
        throw new HttpError(429, bookingMessages.tooMany);
      const id = await insertBooking(
        tx,
        {
          start,
          end,
          name: form.name,
          email: form.email,
          mobile: form.mobile.replace(/\D/g, "").slice(-10),
          company: form.company || null,
          topic: form.topic || null,
          answers: form.answers || null,
          ...conversionSource(form),
          ...passedReminders(start, now),
        },
        now,
      );
      await queueNotices(tx, deps, (await findBooking(tx, id))!, "booked", now);
      return {
        id,
        start: istIso(start),
        end: istIso(end),
        manageUrl: manageLink(deps.publicBaseUrl, deps.secret, id, form.email),
      };
    }),
  );
}

/** The booking a manage link opens, or null when the link is not one we signed. */
async function linkedBooking(db: Db, secret: string, id: number, sig: string): Promise<BookingRow | null> {
  const booking = await findBooking(db, id);
  return booking && validManageLink(secret, id, booking.email, sig) ? booking : null;
}

async function managed(db: Db, booking: BookingRow, now: Date): Promise<ManagedBooking> {
  const rules = await readBookingRules(db);
  const cancelled = booking.held_slot === null;
  return {
    id: booking.id,
    start: istIso(new Date(booking.start_at)),
    end: istIso(new Date(booking.end_at)),
    name: booking.name,
    status: cancelled ? "cancelled" : "confirmed",
    changeable: !cancelled && Date.parse(booking.start_at) - now.getTime() > rules.changeCutoffHours * 3_600_000,
    where: meetingPlace(booking, currentSite()),
  };
}

/** A manage link's page: the booking and, while it may change, the slots it may move to. */
export async function managedBooking(db: Db, secret: string, id: number, sig: string, now = new Date()) {
  const booking = await linkedBooking(db, secret, id, sig);
  if (!booking) return null;
  const view = await managed(db, booking, now);
  const slots = view.changeable ? await listFreeSlots(db, {}, now) : [];
  return { booking: view, slots };
}

/**
 * Cancels or moves a booking from its signed link, up to the staff's cut-off before its start. A
 * cancelled booking frees its slot at once; a move takes the new slot under the same unique index.
 */
export async function changeBooking(
  db: Db,
  deps: BookingDeps,
  change: { id: number; sig: string; action: "cancel" | "reschedule"; start?: string },
  now = new Date(),
): Promise<{ message: string; booking: ManagedBooking }> {
  return holdingSlot(() =>
    db.transaction().execute(async (tx) => {
      const booking = await linkedBooking(tx, deps.secret, change.id, change.sig);
      if (!booking) throw new HttpError(404, bookingMessages.badLink);
      const view = await managed(tx, booking, now);
      if (view.status === "cancelled") throw new HttpError(409, bookingMessages.alreadyCancelled);
      if (!view.changeable) throw new HttpError(409, bookingMessages.cutoff);
      if (change.action === "cancel") {
        await cancelBooking(tx, booking.id, now);
      } else {
        if (!change.start) throw refused(400, bookingMessages.startInvalid);
        const start = new Date(change.start);
        const rules = await readBookingRules(tx);
        const end = await checkSlot(tx, rules, start, now, booking.id);
        await moveBooking(tx, booking.id, start, end, passedReminders(start, now), now);
      }
      const after = (await findBooking(tx, booking.id))!;
      const done = change.action === "cancel" ? "cancelled" : "rescheduled";
      await queueNotices(tx, deps, after, done, now);
      return { message: bookingMessages[done], booking: await managed(tx, after, now) };
    }),
  );
}

/** The consultations a person booked: found for the console and the export, deleted on erasure (decision 015). */
export const bookingsPersonalData: PersonalDataHolder = {
  name: "bookings",
  label: "Consultation bookings",
  find: (db, who) => bookingsOf(db, who),
  async erase(tx, who) {
    const ids = (await bookingsOf(tx, who)).map((booking) => booking.id);
    await deleteBookings(tx, ids);
    // The console's audit log names the visitor in its notes on a booking.
    return { count: ids.length, auditTargets: ids.map((id) => `booking ${id}`) };
  },
};
