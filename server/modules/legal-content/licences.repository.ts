import type { Insertable, Selectable } from "kysely";
import type { LicenceRow } from "../../../contract/legal-content/licence-rows.ts";
import type { SourceLink } from "../../../contract/legal-content/legal-review.ts";
import type { Db } from "../../db/connection.ts";
import type { LicenceRowsTable } from "../../db/schema.ts";

function toRow(row: Selectable<LicenceRowsTable>): LicenceRow {
  return {
    id: row.id,
    department: row.department,
    licences: JSON.parse(row.licences) as string[],
    review: { reviewed: row.reviewed_on, sources: JSON.parse(row.sources) as SourceLink[] },
    updatedAt: row.updated_at,
  };
}

/** The directory in page order. */
export async function listLicenceRows(db: Db): Promise<LicenceRow[]> {
  const rows = await db.selectFrom("licence_rows").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(toRow);
}

/** Every row, the longest unreviewed first (the console's review list). */
export async function listLicenceRowsByReview(db: Db): Promise<LicenceRow[]> {
  const rows = await db.selectFrom("licence_rows").selectAll().orderBy("reviewed_on").orderBy("position").execute();
  return rows.map(toRow);
}

export async function findLicenceRow(db: Db, id: string): Promise<LicenceRow | null> {
  const row = await db.selectFrom("licence_rows").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** The ids already stored, so seeding adds only the rows it lacks. */
export async function licenceRowIds(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("licence_rows").select("id").execute();
  return new Set(rows.map((row) => row.id));
}

/** Adds rows; one whose id is already stored (another instance seeded it first) is left as it is. */
export async function insertLicenceRows(db: Db, rows: Insertable<LicenceRowsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("licence_rows")
    .values(rows)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** The columns an editor changes; answers the row as stored now, or null for an unknown id. */
export async function updateLicenceRow(
  db: Db,
  id: string,
  values: { department: string; licences: string[]; reviewed: string; sources: SourceLink[]; updatedAt: string },
): Promise<LicenceRow | null> {
  const row = await db
    .updateTable("licence_rows")
    .set({
      department: values.department,
      licences: JSON.stringify(values.licences),
      reviewed_on: values.reviewed,
      sources: JSON.stringify(values.sources),
      updated_at: values.updatedAt,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toRow(row) : null;
}
