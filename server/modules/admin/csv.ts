/**
 * RFC 4180 CSV for the console's downloads: fields with a comma, quote or line break are quoted
 * (quotes doubled), lines end in CRLF, and the file starts with a UTF-8 byte order mark so that
 * spreadsheet programs read Indian names correctly. A cell that starts with = + - @ (or a tab or
 * carriage return) is prefixed with ' so a spreadsheet shows it as text instead of running it as
 * a formula (CSV injection).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The Content-Disposition file name of a download made today, e.g. subscribers-2026-11-22.csv. */
export function csvFileName(kind: string, now = new Date()): string {
  return `${kind}-${now.toISOString().slice(0, 10)}.csv`;
}
