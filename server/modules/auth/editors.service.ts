import { adminMessages, type Editor, type EditorRole } from "../../../contract/console/admin.ts";
import { HttpError } from "../../http-error.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { countLiveSessions, revokeSessionsOf } from "./sessions.repository.ts";
import {
  countOwners,
  deleteEditor,
  forgetRemoval,
  roleOf,
  updateRole,
  insertEditor,
  listEditors,
  recordRemoval,
  removalsOf,
} from "./editors.repository.ts";

/** The editors in the order they were added, each with how many live sessions it holds. */
export async function listEditorsWithSessions(db: Db, now = new Date()): Promise<Editor[]> {
  const [editors, sessions] = await Promise.all([listEditors(db), countLiveSessions(db, now)]);
  return editors.map((e) => ({ ...e, activeSessions: sessions.get(e.mobile) ?? 0 }));
}

/** Adds a mobile; answers false when it was already an editor. */
export async function addEditor(
  db: Db,
  mobile: string,
  record?: RecordChange,
  now = new Date(),
  role: EditorRole = "owner",
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await forgetRemoval(tx, mobile);
    if (!(await insertEditor(tx, mobile, now, role))) return false;
    await record?.(tx, { action: "editor.add", target: `editor ${mobile}`, detail: `Added ${mobile} as ${role}` });
    return true;
  });
}

/** Removes a mobile and ends its sessions at once; answers false when it was not an editor. */
export async function removeEditor(db: Db, mobile: string, record?: RecordChange, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const removed = await deleteEditor(tx, mobile);
    // Sessions left by an earlier removal end too, whatever the answer.
    await revokeSessionsOf(tx, mobile, now);
    // Stays removed even when EDITOR_MOBILES still lists it (decision 075).
    if (removed) await recordRemoval(tx, mobile, now);
    if (removed)
      await record?.(tx, {
        action: "editor.remove",
        target: `editor ${mobile}`,
        detail: `Removed ${mobile} and ended its sessions`,
      });
    return removed;
  });
}

/**
 * Ends every session of a mobile but the caller's own (`keep`, its token hash): "sign out my other
 * sessions", or a colleague's lost device. Answers how many ended.
 */
export async function endSessions(
  db: Db,
  mobile: string,
  keep: string,
  record?: RecordChange,
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const ended = await revokeSessionsOf(tx, mobile, now, keep);
    await record?.(tx, {
      action: "editor.sessions-end",
      target: `editor ${mobile}`,
      detail: `Ended ${ended} ${ended === 1 ? "session" : "sessions"} of ${mobile}`,
    });
    return ended;
  });
}

/**
 * EDITOR_MOBILES at start: adds the listed mobiles; editors added with the CLI stay. A listed mobile
 * an editor removed (console or `npm run editor -- remove`) is not added back (decision 075); the
 * answer names those, so the server can say so at start.
 */
export async function syncEditors(
  db: Db,
  mobiles: readonly string[],
  now = new Date(),
): Promise<{ mobile: string; removed_at: string }[]> {
  const removed = await removalsOf(db, mobiles);
  const skip = new Set(removed.map((r) => r.mobile));
  for (const mobile of mobiles) if (!skip.has(mobile)) await insertEditor(db, mobile, now);
  return removed;
}

/**
 * Changes a staff member's role. The last owner cannot become an editor or author: nobody could then manage
 * staff, data requests or the brand. Answers false for a mobile not on the list.
 */
export async function changeRole(db: Db, mobile: string, role: EditorRole, record: RecordChange): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const before = await roleOf(tx, mobile);
    if (before === null) return false;
    if (before === "owner" && role !== "owner" && (await countOwners(tx)) <= 1)
      throw new HttpError(409, adminMessages.lastOwner);
    await updateRole(tx, mobile, role);
    await record(tx, {
      action: "editor.role",
      target: `editor ${mobile}`,
      detail: `Changed ${mobile} from ${before} to ${role}`,
    });
    return true;
  });
}
