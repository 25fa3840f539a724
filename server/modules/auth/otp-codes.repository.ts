import type { Db } from "../../db/connection.ts";

/**
 * How many codes were issued for a mobile after `since` (the per-number send limit): to one client
 * address (`only`), or to any address but the ones listed (`except`).
 */
export async function countCodesSince(
  db: Db,
  mobile: string,
  since: Date,
  addresses: { only: string } | { except: readonly string[] },
): Promise<number> {
  let query = db
    .selectFrom("otp_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("mobile", "=", mobile)
    .where("created_at", ">", since.toISOString());
  if ("only" in addresses) query = query.where("client_address", "=", addresses.only);
  else if (addresses.except.length > 0) query = query.where("client_address", "not in", addresses.except);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

/** Deletes every code issued before `before`; answers how many went. */
export async function deleteCodesBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom("otp_codes").where("created_at", "<", before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertCode(
  db: Db,
  code: { mobile: string; codeHash: string; expiresAt: Date; clientAddress: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto("otp_codes")
    .values({
      mobile: code.mobile,
      code_hash: code.codeHash,
      attempts: 0,
      expires_at: code.expiresAt.toISOString(),
      client_address: code.clientAddress,
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * The newest code issued for a mobile to one client address, or undefined when there is none or it
 * was used: only the newest code counts, so using it retires the older ones (security review I7).
 */
export async function newestUnusedCode(db: Db, mobile: string, clientAddress: string) {
  const row = await db
    .selectFrom("otp_codes")
    .select(["id", "code_hash", "attempts", "expires_at", "consumed_at"])
    .where("mobile", "=", mobile)
    .where("client_address", "=", clientAddress)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && row.consumed_at === null
    ? { id: Number(row.id), codeHash: row.code_hash, attempts: Number(row.attempts), expiresAt: row.expires_at }
    : undefined;
}

/** Counts one wrong try, atomically in the database, so parallel guesses cannot get past the limit. */
export async function countWrongTry(db: Db, id: number): Promise<void> {
  await db
    .updateTable("otp_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

/** Marks a code used; answers false when it was used already or has run out of tries meanwhile. */
export async function consumeCode(db: Db, id: number, maxTries: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("otp_codes")
    .set({ consumed_at: now.toISOString() })
    .where("id", "=", id)
    .where("consumed_at", "is", null)
    .where("attempts", "<", maxTries)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
