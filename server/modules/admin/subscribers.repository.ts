import type { Subscriber } from "../../../contract/admin.ts";
import type { AdminDb } from "./admin-db.ts";
import { containsAny } from "./search.ts";

/** Mailing-list addresses, newest first; `q` matches the address. */
export async function listSubscribers(db: AdminDb, q?: string): Promise<Subscriber[]> {
  let query = db.selectFrom("subscribers").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (q) query = query.where(containsAny(["email"], q));
  return (await query.execute()).map((row) => ({ ...row, id: Number(row.id) }));
}

/** Removes one address; answers the removed address, or null when there was none. */
export async function deleteSubscriber(db: AdminDb, id: number): Promise<string | null> {
  const row = await db.deleteFrom("subscribers").where("id", "=", id).returning("email").executeTakeFirst();
  return row?.email ?? null;
}
