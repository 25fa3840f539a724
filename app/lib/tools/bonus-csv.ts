import type { BonusEmployee } from "./bonus.ts";
import { formatCount } from "../../../contract/shared/format.ts";
import { parseAmount, parseWhole } from "./tool-input.ts";

/** A pasted list travels in the URL, so it is kept short enough for any server and browser. */
export const bonusCsvLimits = { characters: 4000, rows: 100 } as const;

export const bonusCsvMessages = {
  required: "Paste one employee a line: name, monthly wages, months paid, days worked.",
  tooLong: `Paste at most ${bonusCsvLimits.rows} employees (${formatCount(bonusCsvLimits.characters)} characters) at a time.`,
  columns: (line: number) => `Line ${line}: give four values: name, monthly wages, months paid, days worked.`,
  wages: (line: number) => `Line ${line}: monthly wages must be an amount in rupees up to ₹1,00,00,000.`,
  months: (line: number) => `Line ${line}: months paid must be a whole number from 0 to 12.`,
  days: (line: number) => `Line ${line}: days worked must be a whole number from 0 to 366.`,
} as const;

/** Cells of one line: tab-separated when pasted from a spreadsheet, else comma-separated with "quotes". */
function cells(line: string): string[] {
  if (line.includes("\t")) return line.split("\t").map((c) => c.trim());
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      out.push(cell.trim());
      cell = "";
    } else cell += char;
  }
  out.push(cell.trim());
  return out;
}

/**
 * Employees from a pasted list, one a line: name, monthly wages, months paid, days worked. A
 * first line whose wages are not a number is taken as a header. Every bad line gets its own
 * message; nothing is computed until all lines read.
 */
export function parseBonusCsv(text: string | null): { employees: BonusEmployee[]; errors: string[] } {
  if (text === null || text.trim() === "") return { employees: [], errors: [bonusCsvMessages.required] };
  const lines = text.split(/\r?\n/).map((l, i) => ({ number: i + 1, text: l.trim() }));
  const filled = lines.filter((l) => l.text !== "");
  if (text.length > bonusCsvLimits.characters || filled.length > bonusCsvLimits.rows + 1)
    return { employees: [], errors: [bonusCsvMessages.tooLong] };
  const employees: BonusEmployee[] = [];
  const errors: string[] = [];
  filled.forEach((line, index) => {
    const [name = "", wagesText = "", monthsText = "", daysText = ""] = cells(line.text);
    const wages = parseAmount(wagesText || null, true);
    if (index === 0 && !wages.ok && !/\d/.test(wagesText)) return; // a header line
    if (cells(line.text).length !== 4) {
      errors.push(bonusCsvMessages.columns(line.number));
      return;
    }
    const months = parseWhole(monthsText || null, 0, 12, "");
    const days = parseWhole(daysText || null, 0, 366, "");
    if (!wages.ok) errors.push(bonusCsvMessages.wages(line.number));
    if (!months.ok) errors.push(bonusCsvMessages.months(line.number));
    if (!days.ok) errors.push(bonusCsvMessages.days(line.number));
    if (wages.ok && months.ok && days.ok)
      employees.push({
        name: name.slice(0, 80) || `Employee ${employees.length + 1}`,
        wages: wages.value,
        months: months.value,
        days: days.value,
      });
  });
  if (employees.length > bonusCsvLimits.rows) return { employees: [], errors: [bonusCsvMessages.tooLong] };
  if (errors.length === 0 && employees.length === 0) errors.push(bonusCsvMessages.required);
  return { employees: errors.length ? [] : employees, errors };
}
