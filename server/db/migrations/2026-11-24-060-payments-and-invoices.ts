import { sql, type Kysely } from "kysely";
import { withId } from "./id-column.ts";

/**
 * Online payment and GST invoices (issue 16, decisions 031 and 032).
 * - orders: `completed` becomes `fulfilled`; which provider took the order, the gateway's payment link and payment ids, the secret
 *   key of the customer's order page, the buyer's optional GSTIN and, once paid, the invoice's
 *   number and date (unique: one number is never issued twice).
 * - order_lines: the SAC code, GST rate and the tax split frozen on the invoice.
 * - products: SAC code and GST rate in basis points (1800 = 18%).
 * - order_events: the status history the console shows.
 * - invoice_counters: the last serial issued in each financial year, taken under a row lock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of [
    "payment_provider",
    "payment_link_id",
    "payment_url",
    "payment_id",
    "paid_at",
    "access_key",
    "buyer_gstin",
    "invoice_number",
    "invoice_date",
  ]) {
    await db.schema.alterTable("orders").addColumn(column, "text").execute();
  }
  // The statuses of decision 031: staff's "completed" is now "fulfilled".
  await db.updateTable("orders").set({ status: "fulfilled" }).where("status", "=", "completed").execute();
  await db.schema.createIndex("orders_invoice_number").unique().on("orders").column("invoice_number").execute();
  await db.schema.createIndex("orders_payment_link_id").unique().on("orders").column("payment_link_id").execute();

  await db.schema.alterTable("order_lines").addColumn("sac_code", "text").execute();
  for (const column of ["gst_rate_bp", "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise"]) {
    await db.schema.alterTable("order_lines").addColumn(column, "integer").execute();
  }

  await db.schema
    .alterTable("products")
    .addColumn("sac_code", "text", (c) => c.notNull().defaultTo("998439"))
    .execute();
  await db.schema
    .alterTable("products")
    .addColumn("gst_rate_bp", "integer", (c) => c.notNull().defaultTo(1800))
    .execute();
  // Services rather than downloads: consulting (998311) and training (999293).
  await db
    .updateTable("products")
    .set({ sac_code: "998311" })
    .where(sql`upper(category)`, "=", "ADVICE & CONSULTING SERVICES")
    .execute();
  await db
    .updateTable("products")
    .set({ sac_code: "999293" })
    .where(sql`upper(category)`, "in", ["TRAINING", "HR TALKS & WEBINARS"])
    .execute();

  await withId(db, db.schema.createTable("order_events"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_events_order_id").on("order_events").column("order_id").execute();

  await db.schema
    .createTable("invoice_counters")
    .addColumn("financial_year", "text", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invoice_counters").execute();
  await db.schema.dropTable("order_events").execute();
  await db.schema.alterTable("products").dropColumn("gst_rate_bp").execute();
  await db.schema.alterTable("products").dropColumn("sac_code").execute();
  for (const column of ["sac_code", "gst_rate_bp", "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise"]) {
    await db.schema.alterTable("order_lines").dropColumn(column).execute();
  }
  await db.updateTable("orders").set({ status: "completed" }).where("status", "=", "fulfilled").execute();
  await db.schema.dropIndex("orders_payment_link_id").execute();
  await db.schema.dropIndex("orders_invoice_number").execute();
  for (const column of [
    "payment_provider",
    "payment_link_id",
    "payment_url",
    "payment_id",
    "paid_at",
    "access_key",
    "buyer_gstin",
    "invoice_number",
    "invoice_date",
  ]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
}
