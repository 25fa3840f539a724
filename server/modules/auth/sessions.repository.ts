import type { Db } from "../../db/connection.ts";

/** Sessions last this long; logout or removing the editor ends them sooner. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, tokenHash: string, mobile: string, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await db
    .insertInto("sessions")
    .values({ token_hash: tokenHash, mobile, expires_at: expiresAt, created_at: now.toISOString() })
    .execute();
  return expiresAt;
}

/** The live (not revoked, not expired) session for a token hash. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ mobile: string; expiresAt: string } | null> {
  const row = await db
    .selectFrom("sessions")
    .select(["mobile", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { mobile: row.mobile, expiresAt: row.expires_at } : null;
}

/** How many live sessions each mobile holds (mobiles without one are absent). */
export async function countLiveSessions(db: Db, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("sessions")
    .select((eb) => ["mobile", eb.fn.countAll<number>().as("n")])
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
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

/** Ends every session a mobile holds (its editor was removed). */
export async function revokeSessionsOf(db: Db, mobile: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now.toISOString() })
    .where("mobile", "=", mobile)
    .where("revoked_at", "is", null)
    .execute();
}

/** Retention: deletes sessions that expired or were ended (they can never be used again); answers how many went. */
export async function deleteEndedSessions(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now.toISOString()), eb("revoked_at", "is not", null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
