import type { Kysely } from "kysely";

/**
 * When an order's personal data was erased on the customer's request (issue 17, decision 015): the
 * order keeps what tax law needs (number, date, items, amounts, coupon, billing state) and loses
 * the name, contact details, street address and note.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("personal_data_erased_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("personal_data_erased_at").execute();
}
