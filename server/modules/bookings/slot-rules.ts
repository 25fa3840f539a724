import type { BookingRules, Slot, SlotRefusal } from "../../../contract/api/bookings.ts";
import { addDays, indiaToday } from "../../../contract/rules/calendar-dates.ts";

/** India keeps UTC+05:30 all year (no daylight saving), so an offset is all a slot needs. */
const IST_OFFSET_MS = 330 * 60_000;
const MINUTE_MS = 60_000;

/** A confirmed booking's time, as the rules see it. */
export interface Busy {
  start: Date;
  end: Date;
}

/** The instant of a wall-clock time ("HH:MM") on a date in India. */
export function istInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`);
}

/** An instant as the API shows it: `2026-12-01T10:00:00+05:30`. */
export function istIso(at: Date): string {
  return `${new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** 0 (Sunday) … 6 (Saturday) of a date in India. */
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A day's opening hours as instants, or null when closed (the weekday, or a holiday). */
function openingOn(rules: BookingRules, date: string): { open: Date; close: Date } | null {
  if (rules.holidays.some((holiday) => holiday.date === date)) return null;
  const hours = rules.weeklyHours[weekday(date)];
  return hours ? { open: istInstant(date, hours.open), close: istInstant(date, hours.close) } : null;
}

/**
 * Why a slot starting at `start` cannot be booked now, or null when it can. `busy` holds the
 * confirmed bookings (at least those of the slot's day in India). The first reason that applies
 * wins, in the order a visitor can act on: gone, closed, too soon, too far, day full, taken.
 */
export function slotRefusal(rules: BookingRules, busy: readonly Busy[], start: Date, now: Date): SlotRefusal | null {
  if (start.getTime() <= now.getTime()) return "past";
  const date = indiaToday(start);
  const opening = openingOn(rules, date);
  const slotMs = rules.slotMinutes * MINUTE_MS;
  const end = start.getTime() + slotMs;
  if (
    !opening ||
    start < opening.open ||
    end > opening.close.getTime() ||
    (start.getTime() - opening.open.getTime()) % slotMs !== 0
  )
    return "closed";
  if (start.getTime() < now.getTime() + rules.noticeHours * 60 * MINUTE_MS) return "notice";
  if (date > addDays(indiaToday(now), rules.horizonDays - 1)) return "horizon";
  if (busy.filter((b) => indiaToday(b.start) === date).length >= rules.maxPerDay) return "full";
  const buffer = rules.bufferMinutes * MINUTE_MS;
  if (busy.some((b) => start.getTime() < b.end.getTime() + buffer && end > b.start.getTime() - buffer)) return "taken";
  return null;
}

/**
 * The free slots of `days` dates in India from `from`, limited to today … the horizon: each day's
 * opening time stepped by the slot length, less what `slotRefusal` refuses.
 */
export function freeSlots(rules: BookingRules, busy: readonly Busy[], from: string, days: number, now: Date): Slot[] {
  const today = indiaToday(now);
  const last = addDays(today, rules.horizonDays - 1);
  const slots: Slot[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(from, offset);
    if (date < today) continue;
    if (date > last) break;
    const opening = openingOn(rules, date);
    if (!opening) continue;
    const slotMs = rules.slotMinutes * MINUTE_MS;
    for (let at = opening.open.getTime(); at + slotMs <= opening.close.getTime(); at += slotMs) {
      const start = new Date(at);
      if (slotRefusal(rules, busy, start, now) === null)
        slots.push({ start: istIso(start), end: istIso(new Date(at + slotMs)) });
    }
  }
  return slots;
}

/** The window of instants a `freeSlots` call may need bookings from (a day either side for buffers). */
export function busyWindow(from: string, days: number): { from: Date; to: Date } {
  return { from: istInstant(addDays(from, -1), "00:00"), to: istInstant(addDays(from, days + 1), "00:00") };
}
