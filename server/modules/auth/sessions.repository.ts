import type { Kysely } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";

/** Sessions last this long; logout or removing the editor ends them sooner. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(db: Kysely<Database>, tokenHash: string, mobile: string, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await db.insertInto("sessions").values({ token_hash: tokenHash, mobile, expires_at: expiresAt, created_at: now.toISOString() }).execute();
  return expiresAt;
}

/** The live session for a token hash, with whether its mobile is still an editor. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const row = await db
    .selectFrom("sessions")
    .leftJoin("editors", "editors.mobile", "sessions.mobile")
    .select(["sessions.mobile", "sessions.expires_at", "editors.mobile as editor_mobile"])
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { mobile: row.mobile, expiresAt: row.expires_at, isEditor: row.editor_mobile !== null } : null;
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable("sessions").set({ revoked_at: now.toISOString() }).where("token_hash", "=", tokenHash).where("revoked_at", "is", null).execute();
}
