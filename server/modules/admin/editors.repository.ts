import type { Editor } from "../../../contract/admin.ts";
import type { AdminDb } from "./admin-db.ts";

/** The editors list with how many live sessions each has. */
export async function listEditors(db: AdminDb, now = new Date()): Promise<Editor[]> {
  const nowIso = now.toISOString();
  const rows = await db
    .selectFrom("editors")
    .select((eb) => [
      "editors.mobile",
      "editors.created_at",
      eb
        .selectFrom("sessions")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("sessions.mobile", "=", "editors.mobile")
        .where("sessions.revoked_at", "is", null)
        .where("sessions.expires_at", ">", nowIso)
        .as("activeSessions"),
    ])
    .orderBy("editors.created_at")
    .orderBy("editors.mobile")
    .execute();
  return rows.map((row) => ({ mobile: row.mobile, created_at: row.created_at, activeSessions: Number(row.activeSessions ?? 0) }));
}

/** Adds a mobile; answers false when it was already there. */
export async function addEditor(db: AdminDb, mobile: string, now = new Date()): Promise<boolean> {
  const result = await db
    .insertInto("editors")
    .values({ mobile, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("mobile").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes a mobile and ends every session it holds; answers false when it was not an editor. */
export async function removeEditor(db: AdminDb, mobile: string, now = new Date()): Promise<boolean> {
  const result = await db.deleteFrom("editors").where("mobile", "=", mobile).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await db.updateTable("sessions").set({ revoked_at: now.toISOString() }).where("mobile", "=", mobile).where("revoked_at", "is", null).execute();
  return true;
}
