import { obligationsUnder, type Covers, type Obligation } from "./compliance-calendar.ts";
import type { EstablishmentKind } from "./establishment-kinds.ts";
import { MONTHS } from "../shared/format.ts";
import { labourRules } from "./labour-rules.ts";
import type { LabourRules } from "./labour-rules-on.ts";

/**
 * The due dates of the compliance calendar as plain dates ("2026-12-15"): which obligations a
 * filter keeps, when each falls between two dates, and what period each settles. Dates are days
 * in India; no time zone arithmetic beyond finding today's date in IST.
 */
export interface CalendarFilter {
  state: string;
  kind: EstablishmentKind | "all";
}

export interface DueDate {
  date: string;
  obligation: Obligation;
  /** What the date settles, e.g. "for November 2026". */
  period: string;
  /** Why offices and banks are closed that day ("a Sunday", "Independence Day, a Sunday"), or null. */
  closed: string | null;
  /** The statutory date, when the authority moved this period's date to `date`. */
  movedFrom?: string;
}

/** One period's due date moved by the authority (staff enter it in the console, decision 084). */
export interface DueDateMove {
  obligationId: string;
  /** The date as the rules give it. */
  dueDate: string;
  newDate: string;
}

/** What the calendar is computed from on a day: the rules in force and the periods moved. */
export interface CalendarRules {
  rules: LabourRules;
  moves: readonly DueDateMove[];
}

/** How far a move may take a due date, either way: the calendar looks this far past a range for moved dates. */
export const moveReachDays = 92;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, "0");
export const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Year, month (1-12) and day of an ISO date. */
export function dateParts(iso: string): { year: number; month: number; day: number } {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

/** Today's date in India (IST is UTC+05:30 all year). */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function addMonths(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "24 November 2026". */
export function longDate(iso: string): string {
  const { year, month, day } = dateParts(iso);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The obligations a filter keeps, in the calendar's order. */
export function obligationsFor(calendar: CalendarRules, filter: CalendarFilter): Obligation[] {
  return obligationsUnder(calendar.rules).filter(
    (o) =>
      (o.states === "all" || o.states.includes(filter.state)) &&
      (o.kinds === "all" || filter.kind === "all" || o.kinds.includes(filter.kind)),
  );
}

/** The dates an obligation falls on from `from` to `to`, both included. */
export function occurrences(obligation: Obligation, from: string, to: string): string[] {
  const start = dateParts(from);
  const end = dateParts(to);
  const dates: string[] = [];
  for (
    let m = { year: start.year, month: start.month };
    m.year * 12 + m.month <= end.year * 12 + end.month;
    m = addMonths(m.year, m.month, 1)
  ) {
    const { recurrence } = obligation;
    const days =
      recurrence.every === "month"
        ? recurrence.exceptMonths?.includes(m.month)
          ? []
          : [recurrence.day]
        : recurrence.dates.filter((d) => d.month === m.month).map((d) => d.day);
    for (const day of days) {
      if (day > daysInMonth(m.year, m.month)) continue;
      const date = isoDate(m.year, m.month, day);
      if (date >= from && date <= to) dates.push(date);
    }
  }
  return dates;
}

/** What a due date settles, in words. */
export function periodText(covers: Covers, iso: string): string {
  const { year, month } = dateParts(iso);
  switch (covers) {
    case "previous-month": {
      const previous = addMonths(year, month, -1);
      return `for ${MONTHS[previous.month - 1]} ${previous.year}`;
    }
    case "previous-quarter": {
      // The quarter that ended before the due month: Apr–Jun, Jul–Sep, Oct–Dec or Jan–Mar.
      const last = addMonths(year, month, -(((month - 1) % 3) + 1));
      const first = addMonths(last.year, last.month, -2);
      return `for ${MONTHS[first.month - 1]}–${MONTHS[last.month - 1]} ${last.year}`;
    }
    case "previous-calendar-year":
      return `for ${year - 1}`;
    case "previous-accounting-year":
      return `for April ${year - 1}–March ${year}`;
    case "previous-tax-year":
      return `for tax year ${year - 1}-${String(year % 100).padStart(2, "0")}`;
  }
}

/**
 * Why a date is a closed day: a Sunday, a national holiday, or both; null on other days. Statutory
 * dates do not move when they fall on one (EPFO, ESIC and the income-tax portal take payment on
 * closed days), but the bank or the person who signs may not be there, so the calendar says so.
 */
export function closedDay(iso: string): string | null {
  const { year, month, day } = dateParts(iso);
  const sunday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 0;
  const holiday = labourRules.holidays.national.value.find((h) => h.month === month && h.day === day);
  if (holiday) return sunday ? `${holiday.name}, a Sunday` : holiday.name;
  return sunday ? "a Sunday" : null;
}

/** What to do about a due date on a closed day: statutory dates do not move. */
export const closedDayAdvice = "pay or file by the working day before";

/** What the calendar page says of a due date on a closed day. */
export const closedDayNote = (reason: string) => `Falls on ${reason}: the date does not move, so ${closedDayAdvice}.`;

/**
 * Every due date of the filtered calendar from `from` to `to`, by date (the calendar's order within
 * a day). A moved period shows on its new date, still named for the period it settles.
 */
export function dueDatesBetween(calendar: CalendarRules, filter: CalendarFilter, from: string, to: string): DueDate[] {
  const moveOf = (id: string, date: string) =>
    calendar.moves.find((m) => m.obligationId === id && m.dueDate === date)?.newDate;
  // Moves reach in from outside the range; without any, the range is all there is to look at.
  const reach = calendar.moves.length ? moveReachDays : 0;
  return obligationsFor(calendar, filter)
    .flatMap((obligation) =>
      occurrences(obligation, addDays(from, -reach), addDays(to, reach)).map((statutory) => {
        const moved = moveOf(obligation.id, statutory);
        const date = moved ?? statutory;
        return {
          date,
          obligation,
          period: periodText(obligation.covers, statutory),
          closed: closedDay(date),
          ...(moved ? { movedFrom: statutory } : {}),
        };
      }),
    )
    .filter((due) => due.date >= from && due.date <= to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The weeks of a month, Monday first; days outside the month are null. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(isoDate(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}
