import type { Kysely } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";

export async function isEditor(db: Kysely<Database>, mobile: string): Promise<boolean> {
  const row = await db.selectFrom("editors").select("mobile").where("mobile", "=", mobile).executeTakeFirst();
  return row !== undefined;
}

/** Adds a mobile; answers false when it was already an editor. */
export async function addEditor(db: Db, mobile: string, now = new Date()): Promise<boolean> {
  const result = await db
    .insertInto("editors")
    .values({ mobile, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("mobile").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes a mobile and ends its sessions at once; answers false when it was not an editor. */
export async function removeEditor(db: Db, mobile: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const result = await tx.deleteFrom("editors").where("mobile", "=", mobile).executeTakeFirst();
    await tx.updateTable("sessions").set({ revoked_at: now.toISOString() }).where("mobile", "=", mobile).where("revoked_at", "is", null).execute();
    return Number(result.numDeletedRows) > 0;
  });
}

export async function listEditors(db: Db): Promise<{ mobile: string; created_at: string }[]> {
  return db.selectFrom("editors").select(["mobile", "created_at"]).orderBy("mobile").execute();
}

/** EDITOR_MOBILES at start: adds the listed mobiles; editors added with the CLI stay. */
export async function syncEditors(db: Db, mobiles: readonly string[], now = new Date()): Promise<void> {
  for (const mobile of mobiles) await addEditor(db, mobile, now);
}
