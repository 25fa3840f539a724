import { formatPaise, groupIndian, toPaise } from "./money.ts";

// Formatting by hand rather than with Intl: the first Intl formatter a page creates loads the
// browser's locale data, a 50-70 ms stall on a phone during hydration, and the strings must match
// the server's rendering byte for byte whatever ICU data either side carries.

/** Month names, January first (also the compliance calendar's). */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** A whole number with Indian digit grouping, e.g. 12,34,567. */
export function formatCount(value: number): string {
  return groupIndian(value);
}

/** Rupees with 2 decimals and Indian digit grouping, e.g. ₹1,23,456.00. */
export function formatInr(rupees: number): string {
  const paise = toPaise(Math.abs(rupees));
  return formatPaise(rupees < 0 ? -paise : paise);
}

/** A 10-digit mobile in groups of 3-4-3 (SPEC 9), e.g. 987 6543 210. */
export function formatMobile(digits: string): string {
  return digits.length === 10 ? `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}` : digits;
}

/** A stored UTC time as the date and time it was in India, or null when it cannot be read. */
function inIndia(iso: string | null | undefined): Date | null {
  const time = iso ? new Date(iso).getTime() : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time + IST_OFFSET_MS);
}

/** A stored UTC time as an Indian date (e.g. 22 November 2026), or null when it cannot be read. */
export function formatDate(iso: string | null | undefined): string | null {
  const ist = inIndia(iso);
  return ist ? `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}` : null;
}

/** A stored UTC time as Indian date and time (e.g. 22 Nov 2026, 9:45 am), or the text as it came. */
export function formatDateTime(iso: string): string {
  const ist = inIndia(iso);
  if (!ist) return iso;
  const hour = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, "0");
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]!.slice(0, 3)} ${ist.getUTCFullYear()}, ${hour % 12 || 12}:${minutes} ${hour < 12 ? "am" : "pm"}`;
}

/** A stored UTC time as a `datetime-local` field's value in India (2026-11-27T15:30), or "" when none. */
export function istInputValue(iso: string | null | undefined): string {
  const ist = inIndia(iso);
  return ist ? ist.toISOString().slice(0, 16) : "";
}

/** A `datetime-local` value read as a time in India (2026-11-27T15:30) as a UTC ISO instant, or null when it is not one. */
export function fromIstInput(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  const time = Date.parse(`${text}:00.000Z`) - IST_OFFSET_MS;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
