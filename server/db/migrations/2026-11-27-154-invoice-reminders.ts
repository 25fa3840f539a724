import type { Kysely } from "kysely";

/**
 * Reminders of an issued invoice's due date (issue 32, decision 152): when the one before and the
 * one after were queued (ISO instants), so each is sent once whatever the passes or instances.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("invoices").addColumn("reminded_before_at", "text").execute();
  await db.schema.alterTable("invoices").addColumn("reminded_after_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("invoices").dropColumn("reminded_after_at").execute();
  await db.schema.alterTable("invoices").dropColumn("reminded_before_at").execute();
}
