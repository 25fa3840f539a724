import type { Kysely } from "kysely";

/**
 * Paid downloads (issue 16): a product's downloadable file (its key in the private file store,
 * the name the customer gets, its type and size; null for a service product), how long a paid
 * order's download links work, and how many times each file of an order was downloaded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").addColumn("file_key", "text").execute();
  await db.schema.alterTable("products").addColumn("file_name", "text").execute();
  await db.schema.alterTable("products").addColumn("file_type", "text").execute();
  await db.schema.alterTable("products").addColumn("file_bytes", "integer").execute();
  await db.schema.alterTable("orders").addColumn("downloads_expire_at", "text").execute();
  await db.schema
    .createTable("order_downloads")
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_downloads_pk", ["order_id", "product_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("order_downloads").execute();
  await db.schema.alterTable("orders").dropColumn("downloads_expire_at").execute();
  for (const column of ["file_bytes", "file_type", "file_name", "file_key"]) {
    await db.schema.alterTable("products").dropColumn(column).execute();
  }
}
