import type { Db } from "../../db/connection.ts";

/** Adds an address once; answers false when it was already on the list. */
export async function addSubscriber(db: Db, email: string, now = new Date()): Promise<boolean> {
  const result = await db
    .insertInto("subscribers")
    .values({ email, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
