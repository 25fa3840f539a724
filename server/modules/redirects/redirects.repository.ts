import type { Redirect } from "../../../contract/console/redirects.ts";
import type { Db } from "../../db/connection.ts";

/** The list, oldest first. */
export async function listRedirects(db: Db): Promise<Redirect[]> {
  const rows = await db.selectFrom("redirects").selectAll().orderBy("id").execute();
  return rows.map((row) => ({
    id: Number(row.id),
    from: row.from_path,
    to: row.to_url,
    createdAt: row.created_at,
    createdBy: row.created_by,
  }));
}

export async function insertRedirect(
  db: Db,
  values: { from: string; to: string; at: string; by: string },
): Promise<number> {
  const row = await db
    .insertInto("redirects")
    .values({ from_path: values.from, to_url: values.to, created_at: values.at, created_by: values.by })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Deletes one; answers its old path, or null for an unknown id. */
export async function deleteRedirect(db: Db, id: number): Promise<string | null> {
  const row = await db.deleteFrom("redirects").where("id", "=", id).returning("from_path").executeTakeFirst();
  return row?.from_path ?? null;
}
