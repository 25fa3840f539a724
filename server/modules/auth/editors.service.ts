import type { Editor } from "../../../contract/api/admin.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { countLiveSessions, revokeSessionsOf } from "./sessions.repository.ts";
import { deleteEditor, insertEditor, listEditors } from "./editors.repository.ts";

/** The editors in the order they were added, each with how many live sessions it holds. */
export async function listEditorsWithSessions(db: Db, now = new Date()): Promise<Editor[]> {
  const [editors, sessions] = await Promise.all([listEditors(db), countLiveSessions(db, now)]);
  return editors.map((e) => ({ ...e, activeSessions: sessions.get(e.mobile) ?? 0 }));
}

/** Adds a mobile; answers false when it was already an editor. */
export async function addEditor(db: Db, mobile: string, record?: RecordChange, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await insertEditor(tx, mobile, now))) return false;
    await record?.(tx, { action: "editor.add", target: `editor ${mobile}`, detail: `Added ${mobile} to the editors` });
    return true;
  });
}

/** Removes a mobile and ends its sessions at once; answers false when it was not an editor. */
export async function removeEditor(db: Db, mobile: string, record?: RecordChange, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const removed = await deleteEditor(tx, mobile);
    // Sessions left by an earlier removal end too, whatever the answer.
    await revokeSessionsOf(tx, mobile, now);
    if (removed)
      await record?.(tx, {
        action: "editor.remove",
        target: `editor ${mobile}`,
        detail: `Removed ${mobile} and ended its sessions`,
      });
    return removed;
  });
}

/** EDITOR_MOBILES at start: adds the listed mobiles; editors added with the CLI stay. */
export async function syncEditors(db: Db, mobiles: readonly string[], now = new Date()): Promise<void> {
  for (const mobile of mobiles) await insertEditor(db, mobile, now);
}
