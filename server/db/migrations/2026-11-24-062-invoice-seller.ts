import type { Kysely } from "kysely";

/**
 * The seller's details as printed on an issued invoice (JSON of contract/site.ts SellerIdentity):
 * an issued tax invoice must not change when the firm's address or name changes later.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("invoice_seller", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("invoice_seller").execute();
}
