import { licenceRowEditSchema } from "../../../contract/legal-content/licence-rows.schema.ts";
import { licenceMessages, type LicenceRow } from "../../../contract/legal-content/licence-rows.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { zodFields } from "../../zod-fields.ts";
import { findLicenceRow, listLicenceRowsByReview, updateLicenceRow } from "./licences.repository.ts";
import { addUpdateLine } from "./update-lines.ts";
import { indiaToday } from "../../../contract/rules/calendar-dates.ts";
import { checkReviewDate, describeLegalEdit, staleBefore } from "./review-rules.ts";

export type RowEdit = Pick<LicenceRow, "department" | "licences" | "review">;

/**
 * The console's body checked: department, licence lines, a real past review date, https sources;
 * 400 otherwise. A translation is checked by the same rules.
 */
export function readRowEdit(raw: unknown, now: Date): RowEdit {
  const parsed = licenceRowEditSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = zodFields(parsed.error.issues);
    throw new HttpError(400, Object.values(fields)[0] ?? licenceMessages.licencesRequired, fields);
  }
  const { department, licences, reviewed, sources } = parsed.data;
  checkReviewDate(reviewed, now);
  return { department, licences, review: { reviewed, sources } };
}

/** The row as the directory would show it after this edit, stored nowhere (the console's preview). */
export async function previewLicenceRow(
  db: Db,
  id: string,
  raw: unknown,
  now = new Date(),
): Promise<LicenceRow | null> {
  const edit = readRowEdit(raw, now);
  const stored = await findLicenceRow(db, id);
  return stored ? { ...stored, ...edit } : null;
}

/**
 * Saves an editor's correction of one directory row, recording it with the row before and after,
 * then drops the cached pages so /industrial-licenses shows it at once. Null for an unknown id.
 */
export async function editLicenceRow(
  w: { db: Db; content: ContentEvents },
  id: string,
  raw: unknown,
  record?: RecordChange,
  now = new Date(),
): Promise<LicenceRow | null> {
  const edit = readRowEdit(raw, now);
  const after = await w.db.transaction().execute(async (tx) => {
    const before = await findLicenceRow(tx, id);
    if (!before) return null;
    const saved = (await updateLicenceRow(tx, id, {
      department: edit.department,
      licences: edit.licences,
      ...edit.review,
      updatedAt: now.toISOString(),
    }))!;
    const changed = [
      before.department !== saved.department && "department",
      JSON.stringify(before.licences) !== JSON.stringify(saved.licences) && "licences",
      before.review.reviewed !== saved.review.reviewed && "review date",
      JSON.stringify(before.review.sources) !== JSON.stringify(saved.review.sources) && "sources",
    ];
    const kept = ({ department, licences, review }: LicenceRow) =>
      JSON.stringify({ department, licences, reviewed: review.reviewed, sources: review.sources });
    await addUpdateLine(tx, {
      changed,
      title: saved.department,
      page: "/industrial-licenses",
      sources: saved.review.sources,
      topic: "licences",
      now,
      today: indiaToday(now),
    });
    await record?.(tx, {
      action: "licence.edit",
      target: `licence row ${id}`,
      detail: describeLegalEdit(changed, saved.department),
      before: kept(before),
      after: kept(saved),
    });
    return saved;
  });
  if (after) w.content.changed("licences");
  return after;
}

/** The console's review list: oldest review first, each flagged when older than `maxAgeMonths`. */
export async function licenceRowsByReview(db: Db, maxAgeMonths: number, now = new Date()) {
  const before = staleBefore(maxAgeMonths, now);
  const rows = await listLicenceRowsByReview(db);
  return {
    maxAgeMonths,
    staleBefore: before,
    rows: rows.map((row) => ({ ...row, stale: row.review.reviewed < before })),
  };
}
