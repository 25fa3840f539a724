import type { Db } from "../../db/connection.ts";

/** Sessions last this long; logout or removing the editor ends them sooner. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session not used for this long has ended (decision 075). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** Use is recorded at most this often per session, so a busy console does not write on every call. */
const TOUCH_EVERY_MS = 60 * 1000;

export async function createSession(db: Db, tokenHash: string, mobile: string, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await db
    .insertInto("sessions")
    .values({ token_hash: tokenHash, mobile, expires_at: expiresAt, created_at: now.toISOString() })
    .execute();
  return expiresAt;
}

/**
 * The live session for a token hash (not revoked, not expired, used within SESSION_IDLE_MS), whose
 * use is then recorded.
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ mobile: string; expiresAt: string } | null> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const row = await db
    .selectFrom("sessions")
    .select(["id", "mobile", "expires_at", "last_used_at", "created_at"])
    .where("token_hash", "=", tokenHash)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  const lastUsed = row ? (row.last_used_at ?? row.created_at) : "";
  if (!row || lastUsed <= idleSince) return null;
  if (Date.parse(lastUsed) <= now.getTime() - TOUCH_EVERY_MS)
    await db.updateTable("sessions").set({ last_used_at: now.toISOString() }).where("id", "=", row.id).execute();
  return { mobile: row.mobile, expiresAt: row.expires_at };
}

/** How many live sessions each mobile holds (mobiles without one are absent). */
export async function countLiveSessions(db: Db, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("sessions")
    .select((eb) => ["mobile", eb.fn.countAll<number>().as("n")])
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .where(
      (eb) => eb.fn.coalesce("last_used_at", "created_at"),
      ">",
      new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
    )
    .groupBy("mobile")
    .execute();
  return new Map(rows.map((row) => [row.mobile, Number(row.n)]));
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now.toISOString() })
    .where("token_hash", "=", tokenHash)
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * Ends every session a mobile holds (its editor was removed, or asked to sign out everywhere), but
 * the one whose hash is `except`; answers how many ended.
 */
export async function revokeSessionsOf(db: Db, mobile: string, now: Date, except?: string): Promise<number> {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: now.toISOString() })
    .where("mobile", "=", mobile)
    .where("revoked_at", "is", null)
    .$if(except !== undefined, (query) => query.where("token_hash", "!=", except!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Retention: deletes sessions that expired or were ended (they can never be used again); answers how many went. */
export async function deleteEndedSessions(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now.toISOString()),
        eb("revoked_at", "is not", null),
        eb(eb.fn.coalesce("last_used_at", "created_at"), "<=", new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
