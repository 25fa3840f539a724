import type { Kysely } from "kysely";

/**
 * A refunded shop order's credit note (issue 32, decision 152): its number (the credit notes'
 * series, `credit_note_counters`) and date on the order row, beside the invoice it cancels (the
 * shop's invoices live on the order rows, decision 091). A shop refund is always of the whole
 * order, so the note credits the invoice's lines as they were taxed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("credit_note_number", "text").execute();
  await db.schema.alterTable("orders").addColumn("credit_note_date", "text").execute();
  await db.schema.createIndex("orders_credit_note_number").on("orders").column("credit_note_number").unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_credit_note_number").execute();
  await db.schema.alterTable("orders").dropColumn("credit_note_date").execute();
  await db.schema.alterTable("orders").dropColumn("credit_note_number").execute();
}
