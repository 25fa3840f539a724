import type { Kysely } from "kysely";
import { withId } from "./id-column.ts";

/**
 * The firm's billing (issue 32, decision 150): clients; service invoices with their lines (taxes
 * frozen at issue), payments and credit notes (with lines, in their own serial series per
 * financial year, `credit_note_counters`, taken under a row lock like `invoice_counters`); and
 * e-mail attachments on the outbox (a JSON list of { filename, contentType, base64 }), for the
 * invoice PDF. Money is integer paise (bigint: an invoice may pass ₹2 crore); dates ISO text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("clients"))
    .addColumn("business_name", "text", (c) => c.notNull())
    .addColumn("gstin", "text")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("pin_code", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("mobile", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("invoices"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("number", "text", (c) => c.unique())
    .addColumn("issued_at", "text")
    .addColumn("due_date", "text")
    .addColumn("notes", "text", (c) => c.notNull())
    // As issued: the buyer (client) and seller at that moment, JSON.
    .addColumn("buyer", "text")
    .addColumn("seller", "text")
    .addColumn("supply_state", "text")
    .addColumn("intra_state", "integer")
    .addColumn("taxable_paise", "bigint", (c) => c.notNull())
    .addColumn("cgst_paise", "bigint", (c) => c.notNull())
    .addColumn("sgst_paise", "bigint", (c) => c.notNull())
    .addColumn("igst_paise", "bigint", (c) => c.notNull())
    .addColumn("total_paise", "bigint", (c) => c.notNull())
    .addColumn("paid_paise", "bigint", (c) => c.notNull())
    .addColumn("credited_paise", "bigint", (c) => c.notNull())
    .addColumn("payment_link_id", "text", (c) => c.unique())
    .addColumn("pay_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("invoices_issued_at").on("invoices").column("issued_at").execute();

  await withId(db, db.schema.createTable("invoice_lines"))
    .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("sac", "text", (c) => c.notNull())
    .addColumn("quantity_milli", "bigint", (c) => c.notNull())
    .addColumn("rate_paise", "bigint", (c) => c.notNull())
    .addColumn("gst_rate_bp", "integer", (c) => c.notNull())
    .addColumn("taxable_paise", "bigint", (c) => c.notNull())
    .addColumn("cgst_paise", "bigint", (c) => c.notNull())
    .addColumn("sgst_paise", "bigint", (c) => c.notNull())
    .addColumn("igst_paise", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("invoice_lines_invoice").on("invoice_lines").column("invoice_id").execute();

  await withId(db, db.schema.createTable("invoice_payments"))
    .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id"))
    .addColumn("amount_paise", "bigint", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("paid_on", "text", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addColumn("recorded_by", "text")
    .execute();
  await db.schema.createIndex("invoice_payments_invoice").on("invoice_payments").column("invoice_id").execute();

  await withId(db, db.schema.createTable("credit_notes"))
    .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id"))
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("taxable_paise", "bigint", (c) => c.notNull())
    .addColumn("cgst_paise", "bigint", (c) => c.notNull())
    .addColumn("sgst_paise", "bigint", (c) => c.notNull())
    .addColumn("igst_paise", "bigint", (c) => c.notNull())
    .addColumn("total_paise", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("credit_notes_invoice").on("credit_notes").column("invoice_id").execute();

  await withId(db, db.schema.createTable("credit_note_lines"))
    .addColumn("credit_note_id", "integer", (c) => c.notNull().references("credit_notes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("sac", "text", (c) => c.notNull())
    .addColumn("gst_rate_bp", "integer", (c) => c.notNull())
    .addColumn("taxable_paise", "bigint", (c) => c.notNull())
    .addColumn("cgst_paise", "bigint", (c) => c.notNull())
    .addColumn("sgst_paise", "bigint", (c) => c.notNull())
    .addColumn("igst_paise", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("credit_note_counters")
    .addColumn("financial_year", "text", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("attachments").execute();
  for (const table of [
    "credit_note_counters",
    "credit_note_lines",
    "credit_notes",
    "invoice_payments",
    "invoice_lines",
    "invoices",
    "clients",
  ])
    await db.schema.dropTable(table).execute();
}
