import type { Db } from "../../db/connection.ts";

export async function isEditor(db: Db, mobile: string): Promise<boolean> {
  const row = await db.selectFrom("editors").select("mobile").where("mobile", "=", mobile).executeTakeFirst();
  return row !== undefined;
}

/** Adds a mobile; answers false when it was already an editor. */
export async function insertEditor(db: Db, mobile: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto("editors")
    .values({ mobile, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("mobile").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes a mobile; answers false when it was not an editor. */
export async function deleteEditor(db: Db, mobile: string): Promise<boolean> {
  const result = await db.deleteFrom("editors").where("mobile", "=", mobile).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The editors in the order they were added. */
export async function listEditors(db: Db): Promise<{ mobile: string; created_at: string }[]> {
  return db.selectFrom("editors").select(["mobile", "created_at"]).orderBy("created_at").orderBy("mobile").execute();
}
