import { caveatsHi, toolMessagesHi } from "../../content/hi/tools.ts";
import type { FormRead } from "./tool-input.ts";
import type { ResultLine, ResultNote } from "./result-line.ts";

/**
 * A tool's form and answer on a Hindi page (issue 29). The parsers and the figures' ⚠ notes speak
 * English (the English pages' exact texts); their Hindi is looked up by the English text. A text
 * without a Hindi twin (a note staff added later) stays as it is rather than vanish.
 */
const hindi = (table: Record<string, string>) => (text: string) => table[text] ?? text;
const messageHi = hindi(toolMessagesHi);
const caveatHi = hindi(caveatsHi);

/** One ⚠ note in Hindi (where a page lists a figure's note itself, as the calendar's cards do). */
export const caveatInHindi = caveatHi;

/** The form's field errors in Hindi. */
export function formInHindi<T extends Pick<FormRead<unknown>, "errors">>(form: T): T {
  return {
    ...form,
    errors: Object.fromEntries(Object.entries(form.errors).map(([field, text]) => [field, messageHi(text)])),
  };
}

/** A line or a note of an answer with its ⚠ notes in Hindi. */
export function lineInHindi<T extends ResultLine | ResultNote>(line: T): T {
  return { ...line, caveats: line.caveats.map(caveatHi) };
}

/** An answer whose ⚠ notes are in Hindi, in its lines, its notes and its numbered list alike. */
export function answerInHindi<T extends { lines: ResultLine[]; notes: ResultNote[]; caveats: string[] }>(answer: T): T {
  return {
    ...answer,
    lines: answer.lines.map(lineInHindi),
    notes: answer.notes.map(lineInHindi),
    caveats: answer.caveats.map(caveatHi),
  };
}
