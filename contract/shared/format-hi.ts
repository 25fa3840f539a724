/**
 * Hindi dates and numbers (issue 29). Digits stay the international ones with Indian grouping
 * (₹1,50,000, format.ts), as Hindi forms and government pages print them; month names are Hindi. By hand, not
 * Intl, for the reason format.ts gives.
 */
export const HINDI_MONTHS = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्टूबर",
  "नवंबर",
  "दिसंबर",
] as const;

const IST_OFFSET_MS = 330 * 60_000;

/** A stored UTC time or a calendar date as an Indian date in Hindi (21 नवंबर 2025), or null. */
export function formatDateHi(iso: string | null | undefined): string | null {
  const time = iso ? new Date(iso).getTime() : Number.NaN;
  if (Number.isNaN(time)) return null;
  const ist = new Date(time + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${HINDI_MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** The Hindi month for an English short month ("Nov" → "नवंबर"), or the text as it came. */
export function hindiMonthOf(shortMonth: string): string {
  const index = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].indexOf(
    shortMonth,
  );
  return HINDI_MONTHS[index] ?? shortMonth;
}
