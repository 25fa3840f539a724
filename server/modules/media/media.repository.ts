import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { MediaTable } from "../../db/schema.ts";

export type MediaRow = Selectable<MediaTable>;

export async function insertMedia(db: Db, values: Insertable<MediaTable>): Promise<MediaRow> {
  const row = await db.insertInto("media").values(values).returningAll().executeTakeFirstOrThrow();
  return { ...row, id: Number(row.id) };
}

/** Every image, newest first. */
export async function listMediaRows(db: Db): Promise<MediaRow[]> {
  const rows = await db.selectFrom("media").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function findMedia(db: Db, id: number): Promise<MediaRow | null> {
  const row = await db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Sets the alt text and focal point; answers the row as saved, or null for an unknown id. */
export async function updateMedia(
  db: Db,
  id: number,
  values: Partial<Pick<MediaTable, "alt" | "focal_x" | "focal_y">>,
): Promise<MediaRow | null> {
  if (Object.keys(values).length === 0) return findMedia(db, id);
  const row = await db.updateTable("media").set(values).where("id", "=", id).returningAll().executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Deletes the row; answers it, or null when there was none. */
export async function deleteMedia(db: Db, id: number): Promise<MediaRow | null> {
  const row = await db.deleteFrom("media").where("id", "=", id).returningAll().executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}
