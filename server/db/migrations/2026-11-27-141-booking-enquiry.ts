import type { Kysely } from "kysely";

/**
 * A booking turned into a pipeline enquiry (issues 30 and 31): the enquiry it joined, so the
 * console links the two and a second click does not make a second enquiry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("enquiry_id", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("enquiry_id").execute();
}
