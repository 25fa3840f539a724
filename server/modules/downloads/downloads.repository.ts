import type { Db } from "../../db/connection.ts";

/** How many times each file of an order was downloaded. */
export async function downloadCounts(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom("order_downloads").selectAll().where("order_id", "=", orderId).execute();
  return new Map(rows.map((row) => [Number(row.product_id), Number(row.count)]));
}

/**
 * Counts one download if the file has downloads left; answers false when the limit is reached.
 * The conditional UPDATE makes two simultaneous clicks on the last download count once.
 */
export async function takeDownload(db: Db, orderId: number, productId: number, limit: number): Promise<boolean> {
  await db
    .insertInto("order_downloads")
    .values({ order_id: orderId, product_id: productId, count: 0 })
    .onConflict((oc) => oc.columns(["order_id", "product_id"]).doNothing())
    .execute();
  const result = await db
    .updateTable("order_downloads")
    .set((eb) => ({ count: eb("count", "+", 1) }))
    .where("order_id", "=", orderId)
    .where("product_id", "=", productId)
    .where("count", "<", limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets an order's downloads, for a new window (the counts start again). */
export async function resetDownloads(db: Db, orderId: number): Promise<void> {
  await db.deleteFrom("order_downloads").where("order_id", "=", orderId).execute();
}
