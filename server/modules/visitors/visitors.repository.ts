import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";

export async function readVisitorCount(db: Db): Promise<number> {
  const row = await db.selectFrom("visitor_counter").select("count").where("id", "=", 1).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One atomic UPDATE ... RETURNING: concurrent visits are each counted exactly once. */
export async function incrementVisitorCount(db: Db): Promise<number> {
  const row = await db
    .updateTable("visitor_counter")
    .set({ count: sql`count + 1` })
    .where("id", "=", 1)
    .returning("count")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
