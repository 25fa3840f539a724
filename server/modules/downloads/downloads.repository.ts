import type { Db } from "../../db/connection.ts";

export interface ProductFile {
  productId: number;
  key: string;
  name: string;
  type: string;
  bytes: number;
}

export async function productFiles(db: Db, productIds: readonly number[]): Promise<Map<number, ProductFile>> {
  const files = new Map<number, ProductFile>();
  if (productIds.length === 0) return files;
  const rows = await db
    .selectFrom("products")
    .select(["id", "file_key", "file_name", "file_type", "file_bytes"])
    .where("id", "in", [...productIds])
    .where("file_key", "is not", null)
    .execute();
  for (const row of rows) {
    files.set(Number(row.id), {
      productId: Number(row.id),
      key: row.file_key!,
      name: row.file_name ?? "download",
      type: row.file_type ?? "application/octet-stream",
      bytes: Number(row.file_bytes ?? 0),
    });
  }
  return files;
}

/** Sets (or, with null, removes) a product's file; answers the key it replaced, for deletion. */
export async function setProductFile(
  db: Db,
  productId: number,
  file: Omit<ProductFile, "productId"> | null,
): Promise<{ found: boolean; previousKey: string | null }> {
  const before = await db.selectFrom("products").select("file_key").where("id", "=", productId).executeTakeFirst();
  if (!before) return { found: false, previousKey: null };
  await db
    .updateTable("products")
    .set({
      file_key: file?.key ?? null,
      file_name: file?.name ?? null,
      file_type: file?.type ?? null,
      file_bytes: file?.bytes ?? null,
    })
    .where("id", "=", productId)
    .execute();
  return { found: true, previousKey: before.file_key };
}

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

/** A new download window for a paid order (on payment, or staff re-sending the link): counts start again. */
export async function openDownloads(db: Db, orderId: number, until: Date): Promise<void> {
  await db.updateTable("orders").set({ downloads_expire_at: until.toISOString() }).where("id", "=", orderId).execute();
  await db.deleteFrom("order_downloads").where("order_id", "=", orderId).execute();
}
