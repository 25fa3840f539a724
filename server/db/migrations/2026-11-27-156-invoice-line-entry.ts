import type { Kysely } from "kysely";

/**
 * Tax-inclusive entry and line discounts on service invoices (issue 32, decision 155): whether the
 * draft's rates include GST, and each line's discount as entered (`amount` in paise, `percent` in
 * hundredths of a per cent) with the paise it took off. Existing rows read as before: rates
 * without GST, no discount.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("invoices")
    .addColumn("rates_include_gst", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("invoice_lines").addColumn("discount_kind", "text").execute();
  await db.schema.alterTable("invoice_lines").addColumn("discount_value", "bigint").execute();
  await db.schema
    .alterTable("invoice_lines")
    .addColumn("discount_paise", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("invoice_lines").dropColumn("discount_paise").execute();
  await db.schema.alterTable("invoice_lines").dropColumn("discount_value").execute();
  await db.schema.alterTable("invoice_lines").dropColumn("discount_kind").execute();
  await db.schema.alterTable("invoices").dropColumn("rates_include_gst").execute();
}
