import { addDays, indiaToday, moveReachDays, occurrences } from "../../../contract/rules/calendar-dates.ts";
import { obligationsUnder } from "../../../contract/rules/compliance-calendar.ts";
import { calendarPath } from "../../../contract/api/reminders.ts";
import { rulesOn } from "../../../contract/rules/labour-rules-on.ts";
import {
  editableFigure,
  editableFigures,
  figureMessages,
  type DueDateChange,
  type FigureEntry,
  type FiguresList,
} from "../../../contract/legal-content/legal-figures.ts";
import { dueDateChangeSchema, figureEntrySchema } from "../../../contract/legal-content/legal-figures.schema.ts";
import { legalReviewMessages } from "../../../contract/legal-content/legal-review.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { HttpError } from "../../http-error.ts";
import { zodFields } from "../../zod-fields.ts";
import {
  insertDueDateChange,
  insertFigureEntry,
  listDueDateChanges,
  listFigureEntries,
  overridesOf,
} from "./figures.repository.ts";
import { insertLegalUpdate } from "../legal-updates/legal-updates.repository.ts";

/** A real calendar date (2026-02-30 is not). */
export function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/**
 * Reads an editor's new figure value: a figure of the rules file, a number, a real effective date
 * (any: ahead of time is the normal case, a past date corrects the record), a real review date not
 * after today in India, an https source and the sentence for /updates. 400 with field messages.
 */
export function readFigureEntry(raw: unknown, now: Date) {
  const entry = parsedOr400(figureEntrySchema.safeParse(raw));
  const figure = editableFigure(entry.key);
  if (!figure) throw new HttpError(400, figureMessages.keyUnknown, { key: figureMessages.keyUnknown });
  if (!Number.isFinite(entry.value))
    throw new HttpError(400, figureMessages.valueInvalid, { value: figureMessages.valueInvalid });
  if (!isRealDate(entry.effectiveFrom))
    throw new HttpError(400, figureMessages.effectiveInvalid, { effectiveFrom: figureMessages.effectiveInvalid });
  checkReviewed(entry.reviewed, now);
  return { entry, figure };
}

function parsedOr400<T>(
  parsed:
    { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): T {
  if (parsed.success) return parsed.data;
  const fields = zodFields(parsed.error.issues);
  throw new HttpError(400, Object.values(fields)[0] ?? figureMessages.valueInvalid, fields);
}

/** The review date: a real date, not after today in India (the legal content's rule, issue 20). */
function checkReviewed(reviewed: string, now: Date): void {
  if (!isRealDate(reviewed) || reviewed > indiaToday(now))
    throw new HttpError(400, legalReviewMessages.reviewedInvalid, { reviewed: legalReviewMessages.reviewedInvalid });
}

/**
 * Saves a new value of one figure with its line on /updates and its audit record, all in one
 * transaction, then tells every instance's caches (the rules cache and the pages). A value dated
 * ahead changes nothing today: the rules are looked up by the date in India, so it takes effect
 * at that date's midnight with no further event.
 */
export async function addFigureEntry(
  w: { db: Db; content: ContentEvents },
  raw: unknown,
  editor: string | null,
  record?: RecordChange,
  now = new Date(),
): Promise<FigureEntry> {
  const { entry, figure } = readFigureEntry(raw, now);
  const saved = await w.db.transaction().execute(async (tx) => {
    const stored = await insertFigureEntry(tx, {
      key: figure.key,
      value: entry.value,
      effectiveFrom: entry.effectiveFrom,
      source: { name: entry.sourceName, url: entry.sourceUrl },
      reviewed: entry.reviewed,
      summary: entry.summary,
      createdAt: now.toISOString(),
      createdBy: editor,
    });
    await insertLegalUpdate(tx, {
      publishedOn: indiaToday(now),
      summary: entry.summary,
      pages: [...figure.pages],
      source: stored.source,
      topics: [figure.topic],
      createdAt: now.toISOString(),
    });
    await record?.(tx, {
      action: "figure.add",
      target: `figure ${figure.key}`,
      detail: `Set “${figure.label}” to ${entry.value} from ${entry.effectiveFrom}`,
      after: JSON.stringify(stored),
    });
    return stored;
  });
  w.content.changed("figures");
  return saved;
}

/** The console's list: each figure with what applies today, what is scheduled and what applied before. */
export async function figuresList(db: Db, now = new Date()): Promise<FiguresList> {
  const today = indiaToday(now);
  const entries = await listFigureEntries(db);
  const figures = editableFigures.map((figure) => {
    const own = entries.filter((e) => e.key === figure.key);
    const started = own.filter((e) => e.effectiveFrom <= today);
    const inForce = started.at(-1);
    return {
      ...figure,
      current: inForce
        ? { value: inForce.value, effectiveFrom: inForce.effectiveFrom }
        : { value: figure.typedValue, effectiveFrom: null },
      scheduled: own.filter((e) => e.effectiveFrom > today),
      history: started.slice(0, -1).reverse(),
    };
  });
  const obligations = obligationsUnder(rulesOn(overridesOf(entries), today)).map(({ id, title }) => ({ id, title }));
  return { today, figures, obligations, dueDateChanges: await listDueDateChanges(db) };
}

/**
 * Moves one period's due date (an authority's extension): the obligation must be the calendar's,
 * the date one of its due dates under the rules in force on that date, and the new date a real one
 * within `moveReachDays` of it. Saved with its /updates line and audit record in one transaction.
 */
export async function addDueDateChange(
  w: { db: Db; content: ContentEvents },
  raw: unknown,
  editor: string | null,
  record?: RecordChange,
  now = new Date(),
): Promise<DueDateChange> {
  const change = parsedOr400(dueDateChangeSchema.safeParse(raw));
  checkReviewed(change.reviewed, now);
  if (!isRealDate(change.dueDate))
    throw new HttpError(400, figureMessages.dueDateInvalid, { dueDate: figureMessages.dueDateInvalid });
  const far = (days: number) => addDays(change.dueDate, days);
  if (!isRealDate(change.newDate) || change.newDate < far(-moveReachDays) || change.newDate > far(moveReachDays))
    throw new HttpError(400, figureMessages.newDateInvalid, { newDate: figureMessages.newDateInvalid });
  const rules = rulesOn(overridesOf(await listFigureEntries(w.db)), change.dueDate);
  const obligation = obligationsUnder(rules).find((o) => o.id === change.obligationId);
  if (!obligation)
    throw new HttpError(400, figureMessages.obligationUnknown, { obligationId: figureMessages.obligationUnknown });
  if (!occurrences(obligation, change.dueDate, change.dueDate).length)
    throw new HttpError(400, figureMessages.dueDateNotInCalendar, { dueDate: figureMessages.dueDateNotInCalendar });

  const saved = await w.db.transaction().execute(async (tx) => {
    const stored = await insertDueDateChange(tx, {
      obligationId: obligation.id,
      dueDate: change.dueDate,
      newDate: change.newDate,
      source: { name: change.sourceName, url: change.sourceUrl },
      reviewed: change.reviewed,
      summary: change.summary,
      createdAt: now.toISOString(),
      createdBy: editor,
    });
    await insertLegalUpdate(tx, {
      publishedOn: indiaToday(now),
      summary: change.summary,
      pages: [calendarPath],
      source: stored.source,
      // The calendar's topic and the obligation's own; a state-only obligation names its states,
      // so the e-mail reaches only subscribers there (decision 085).
      topics: ["calendar", obligation.id, ...(obligation.states === "all" ? [] : obligation.states)],
      createdAt: now.toISOString(),
    });
    await record?.(tx, {
      action: "due-date.move",
      target: `due date ${obligation.id} ${change.dueDate}`,
      detail: `Moved “${obligation.title}” of ${change.dueDate} to ${change.newDate}`,
      after: JSON.stringify(stored),
    });
    return stored;
  });
  w.content.changed("figures");
  return saved;
}
