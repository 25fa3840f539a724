import type { Db } from "../../db/connection.ts";

export async function recordLoginAttempt(
  db: Db,
  attempt: { mobile: string; clientKey: string; outcome: "wrong" | "signed-in"; trusted: boolean },
  now: Date,
): Promise<void> {
  await db
    .insertInto("login_attempts")
    .values({
      mobile: attempt.mobile,
      client_key: attempt.clientKey,
      outcome: attempt.outcome,
      trusted: attempt.trusted ? 1 : 0,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The addresses a mobile signed in from after `since`. */
export async function signInAddresses(db: Db, mobile: string, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom("login_attempts")
    .select("client_key")
    .distinct()
    .where("mobile", "=", mobile)
    .where("outcome", "=", "signed-in")
    .where("created_at", ">", since.toISOString())
    .execute();
  return rows.map((row) => row.client_key);
}

/** The newest sign-in of a mobile from one address after `since`, as an ISO time. */
export async function lastSignInFrom(db: Db, mobile: string, clientKey: string, since: Date) {
  const row = await db
    .selectFrom("login_attempts")
    .select((eb) => eb.fn.max("created_at").as("at"))
    .where("mobile", "=", mobile)
    .where("client_key", "=", clientKey)
    .where("outcome", "=", "signed-in")
    .where("created_at", ">", since.toISOString())
    .executeTakeFirst();
  return row?.at ?? null;
}

/**
 * Wrong codes entered for a mobile after `since` (ISO time): from one client address (`only`), or
 * from addresses it had not signed in from (`unknown`). Answers how many and when the newest was.
 */
export async function wrongTriesSince(
  db: Db,
  mobile: string,
  since: string,
  from: { only: string } | { unknown: true },
): Promise<{ count: number; last: string | null }> {
  let query = db
    .selectFrom("login_attempts")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("created_at").as("last")])
    .where("mobile", "=", mobile)
    .where("outcome", "=", "wrong")
    .where("created_at", ">", since);
  query = "only" in from ? query.where("client_key", "=", from.only) : query.where("trusted", "=", 0);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.n), last: row.last ?? null };
}

/** Retention: deletes attempts made before `before`; answers how many went. */
export async function deleteLoginAttemptsBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("login_attempts")
    .where("created_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
