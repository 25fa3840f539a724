import type { EditorRole } from "../../../contract/console/admin.ts";
import type { Db } from "../../db/connection.ts";

export async function isEditor(db: Db, mobile: string): Promise<boolean> {
  return (await roleOf(db, mobile)) !== null;
}

/** A stored role; anything else was an owner before roles had names (migration 096). */
const storedRole = (role: string): EditorRole => (role === "editor" || role === "author" ? role : "owner");

/** A staff member's role, or null when the mobile is not on the list. */
export async function roleOf(db: Db, mobile: string): Promise<EditorRole | null> {
  const row = await db.selectFrom("editors").select("role").where("mobile", "=", mobile).executeTakeFirst();
  return row ? storedRole(row.role) : null;
}

/** Sets a staff member's role; answers false when the mobile is not on the list. */
export async function updateRole(db: Db, mobile: string, role: EditorRole): Promise<boolean> {
  const result = await db.updateTable("editors").set({ role }).where("mobile", "=", mobile).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countOwners(db: Db): Promise<number> {
  const row = await db
    .selectFrom("editors")
    .select(({ fn }) => fn.countAll<string>().as("n"))
    .where("role", "=", "owner")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Adds a mobile (an owner unless told otherwise); answers false when it was already on the list. */
export async function insertEditor(db: Db, mobile: string, now: Date, role: EditorRole = "owner"): Promise<boolean> {
  const result = await db
    .insertInto("editors")
    .values({ mobile, created_at: now.toISOString(), role })
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
export async function listEditors(db: Db): Promise<{ mobile: string; created_at: string; role: EditorRole }[]> {
  const rows = await db
    .selectFrom("editors")
    .select(["mobile", "created_at", "role"])
    .orderBy("created_at")
    .orderBy("mobile")
    .execute();
  return rows.map((row) => ({ ...row, role: storedRole(row.role) }));
}

/** Remembers that an editor removed this mobile, so EDITOR_MOBILES does not add it back (decision 075). */
export async function recordRemoval(db: Db, mobile: string, now: Date): Promise<void> {
  await db
    .insertInto("editor_removals")
    .values({ mobile, removed_at: now.toISOString() })
    .onConflict((oc) => oc.column("mobile").doUpdateSet({ removed_at: now.toISOString() }))
    .execute();
}

/** Forgets a removal (the mobile was added again from the console or the command line). */
export async function forgetRemoval(db: Db, mobile: string): Promise<void> {
  await db.deleteFrom("editor_removals").where("mobile", "=", mobile).execute();
}

/** The removed mobiles among these, with when. */
export async function removalsOf(
  db: Db,
  mobiles: readonly string[],
): Promise<{ mobile: string; removed_at: string }[]> {
  if (mobiles.length === 0) return [];
  return db
    .selectFrom("editor_removals")
    .select(["mobile", "removed_at"])
    .where("mobile", "in", [...mobiles])
    .execute();
}
