import { departmentLicences } from "../../../contract/legal-content/licences.ts";
import type { Db } from "../../db/connection.ts";
import { insertLicenceRows, licenceRowIds } from "./licences.repository.ts";

/**
 * Stores every typed directory row (contract/legal-content/licences.ts) the database lacks, keyed by its id;
 * rows already there are never overwritten. Runs at every start. Answers how many it added.
 */
export async function seedLicenceRows(db: Db, now = new Date()): Promise<number> {
  const stored = await licenceRowIds(db);
  const at = now.toISOString();
  const rows = departmentLicences
    .map((row, position) => ({ row, position }))
    .filter(({ row }) => !stored.has(row.id))
    .map(({ row, position }) => ({
      id: row.id,
      position,
      department: row.department,
      licences: JSON.stringify(row.licenses),
      reviewed_on: row.review.reviewed,
      sources: JSON.stringify(row.review.sources.map(({ name, url }) => ({ name, url }))),
      updated_at: at,
    }));
  await insertLicenceRows(db, rows);
  return rows.length;
}
