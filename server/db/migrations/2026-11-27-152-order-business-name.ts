import type { Kysely } from "kysely";

/** The optional business name the checkout asks beside the optional GSTIN (issue 32): the invoice's recipient. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("buyer_business_name", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("buyer_business_name").execute();
}
