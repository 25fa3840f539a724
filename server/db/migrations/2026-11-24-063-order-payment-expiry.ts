import type { Kysely } from "kysely";

/**
 * Orders awaiting online payment expire (decision 035): `payment_expired_at` marks an order the
 * payment timeout cancelled (cleared when its status changes again), so a payment that lands
 * later is still applied; the index serves the job's search for old orders of one status.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("payment_expired_at", "text").execute();
  await db.schema.createIndex("orders_status_created_at").on("orders").columns(["status", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_status_created_at").execute();
  await db.schema.alterTable("orders").dropColumn("payment_expired_at").execute();
}
