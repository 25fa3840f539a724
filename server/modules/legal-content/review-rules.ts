import { indiaToday } from "../../../contract/rules/calendar-dates.ts";
import { legalReviewMessages } from "../../../contract/legal-content/legal-review.ts";
import { HttpError } from "../../http-error.ts";

/** The review date of an edit: a real calendar date, not after today in India; 400 otherwise. */
export function checkReviewDate(reviewed: string, now = new Date()): void {
  const date = new Date(`${reviewed}T00:00:00Z`);
  const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === reviewed;
  if (!real || reviewed > indiaToday(now))
    throw new HttpError(400, legalReviewMessages.reviewedInvalid, { reviewed: legalReviewMessages.reviewedInvalid });
}

/** Items reviewed before this ISO date are stale: today in India minus `maxAgeMonths` calendar months. */
export function staleBefore(maxAgeMonths: number, now = new Date()): string {
  return monthsBefore(indiaToday(now), maxAgeMonths);
}

/** The ISO date `months` calendar months before `iso`, clamped to the month's last day (31 Aug − 6 → 28/29 Feb). */
export function monthsBefore(iso: string, months: number): string {
  const [year = 0, month = 1, day = 1] = iso.split("-").map(Number);
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

/** "Changed a, b of “title”", or "Saved “title” unchanged". */
export function describeLegalEdit(changed: (string | false)[], title: string): string {
  const fields = changed.filter((field) => field !== false);
  return fields.length ? `Changed ${fields.join(", ")} of “${title}”` : `Saved “${title}” unchanged`;
}
