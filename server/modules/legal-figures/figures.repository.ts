import type { DueDateChange, FigureEntry } from "../../../contract/legal-content/legal-figures.ts";
import type { FigureOverride } from "../../../contract/rules/labour-rules-on.ts";
import type { Db } from "../../db/connection.ts";
import type { DueDateChangesTable, FigureValuesTable } from "../../db/schema.ts";

type FigureRow = Omit<FigureValuesTable, "id"> & { id: number };
type DueDateRow = Omit<DueDateChangesTable, "id"> & { id: number };

function toEntry(row: FigureRow): FigureEntry {
  return {
    id: row.id,
    key: row.figure_key,
    value: JSON.parse(row.value) as number,
    effectiveFrom: row.effective_from,
    source: { name: row.source_name, url: row.source_url },
    reviewed: row.reviewed_on,
    summary: row.note,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

function toDueDateChange(row: DueDateRow): DueDateChange {
  return {
    id: row.id,
    obligationId: row.obligation_id,
    dueDate: row.due_date,
    newDate: row.new_date,
    source: { name: row.source_name, url: row.source_url },
    reviewed: row.reviewed_on,
    summary: row.note,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

/** Every entered figure value, oldest effective date first (entry order within a date). */
export async function listFigureEntries(db: Db): Promise<FigureEntry[]> {
  const rows = await db.selectFrom("figure_values").selectAll().orderBy("effective_from").orderBy("id").execute();
  return rows.map(toEntry);
}

/** What `rulesOn` needs of the entries. */
export function overridesOf(entries: readonly FigureEntry[]): FigureOverride[] {
  return entries.map(({ key, value, effectiveFrom, source }) => ({ key, value, effectiveFrom, source }));
}

export async function insertFigureEntry(db: Db, entry: Omit<FigureEntry, "id">): Promise<FigureEntry> {
  const row = await db
    .insertInto("figure_values")
    .values({
      figure_key: entry.key,
      value: JSON.stringify(entry.value),
      effective_from: entry.effectiveFrom,
      source_name: entry.source.name,
      source_url: entry.source.url,
      reviewed_on: entry.reviewed,
      note: entry.summary,
      created_at: entry.createdAt,
      created_by: entry.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEntry(row);
}

/** Every moved due date, by the date it moves. */
export async function listDueDateChanges(db: Db): Promise<DueDateChange[]> {
  const rows = await db.selectFrom("due_date_changes").selectAll().orderBy("due_date").orderBy("id").execute();
  return rows.map(toDueDateChange);
}

export async function insertDueDateChange(db: Db, change: Omit<DueDateChange, "id">): Promise<DueDateChange> {
  const row = await db
    .insertInto("due_date_changes")
    .values({
      obligation_id: change.obligationId,
      due_date: change.dueDate,
      new_date: change.newDate,
      source_name: change.source.name,
      source_url: change.source.url,
      reviewed_on: change.reviewed,
      note: change.summary,
      created_at: change.createdAt,
      created_by: change.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDueDateChange(row);
}
