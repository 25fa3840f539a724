const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees with 2 decimals and Indian digit grouping, e.g. ₹1,23,456.00. */
export function formatInr(rupees: number): string {
  return inr.format(rupees);
}

/** A 10-digit mobile in groups of 3-4-3 (SPEC 9), e.g. 987 6543 210. */
export function formatMobile(digits: string): string {
  return digits.length === 10 ? `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}` : digits;
}

const istDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** A stored UTC time as an Indian date, or null when it cannot be read. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : istDate.format(date);
}
