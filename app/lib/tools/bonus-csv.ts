import type { BonusEmployee } from "./bonus.ts";
import { formatCount } from "../../../contract/shared/format.ts";
import { parseAmount, parseWhole } from "./tool-input.ts";
import { bonusText } from "./bonus-text.ts";
import type { Language } from "../../../contract/shared/language.ts";

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

/** The same messages in Hindi, for the Hindi page (issue 29). */
export const bonusCsvMessagesHi: Record<"required" | "tooLong", string> & {
  [K in "columns" | "wages" | "months" | "days"]: (line: number) => string;
} = {
  required: "हर पंक्ति में एक कर्मचारी चिपकाएँ: नाम, मासिक मज़दूरी, मज़दूरी के महीने, काम के दिन।",
  tooLong: `एक बार में अधिकतम ${bonusCsvLimits.rows} कर्मचारी (${formatCount(bonusCsvLimits.characters)} अक्षर) चिपकाएँ।`,
  columns: (line: number) => `पंक्ति ${line}: चार मान दें: नाम, मासिक मज़दूरी, मज़दूरी के महीने, काम के दिन।`,
  wages: (line: number) => `पंक्ति ${line}: मासिक मज़दूरी ₹1,00,00,000 तक की राशि रुपयों में होनी चाहिए।`,
  months: (line: number) => `पंक्ति ${line}: मज़दूरी के महीने 0 से 12 तक की पूर्ण संख्या होनी चाहिए।`,
  days: (line: number) => `पंक्ति ${line}: काम के दिन 0 से 366 तक की पूर्ण संख्या होनी चाहिए।`,
};

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
export function parseBonusCsv(
  text: string | null,
  language: Language = "en",
): { employees: BonusEmployee[]; errors: string[] } {
  const messages: typeof bonusCsvMessagesHi = language === "hi" ? bonusCsvMessagesHi : bonusCsvMessages;
  if (text === null || text.trim() === "") return { employees: [], errors: [messages.required] };
  const lines = text.split(/\r?\n/).map((l, i) => ({ number: i + 1, text: l.trim() }));
  const filled = lines.filter((l) => l.text !== "");
  if (text.length > bonusCsvLimits.characters || filled.length > bonusCsvLimits.rows + 1)
    return { employees: [], errors: [messages.tooLong] };
  const employees: BonusEmployee[] = [];
  const errors: string[] = [];
  filled.forEach((line, index) => {
    const [name = "", wagesText = "", monthsText = "", daysText = ""] = cells(line.text);
    const wages = parseAmount(wagesText || null, true);
    if (index === 0 && !wages.ok && !/\d/.test(wagesText)) return; // a header line
    if (cells(line.text).length !== 4) {
      errors.push(messages.columns(line.number));
      return;
    }
    const months = parseWhole(monthsText || null, 0, 12, "");
    const days = parseWhole(daysText || null, 0, 366, "");
    if (!wages.ok) errors.push(messages.wages(line.number));
    if (!months.ok) errors.push(messages.months(line.number));
    if (!days.ok) errors.push(messages.days(line.number));
    if (wages.ok && months.ok && days.ok)
      employees.push({
        name: name.slice(0, 80) || bonusText[language].employeeNumber(employees.length + 1),
        wages: wages.value,
        months: months.value,
        days: days.value,
      });
  });
  if (employees.length > bonusCsvLimits.rows) return { employees: [], errors: [messages.tooLong] };
  if (errors.length === 0 && employees.length === 0) errors.push(messages.required);
  return { employees: errors.length ? [] : employees, errors };
}
