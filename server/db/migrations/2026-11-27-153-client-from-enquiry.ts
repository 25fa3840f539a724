import type { Kysely } from "kysely";

/**
 * A client made from a won enquiry (issue 32): the enquiry keeps the client it became, so a second
 * click links the same one; the client keeps the enquirer's name as its contact.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enquiries").addColumn("client_id", "integer").execute();
  await db.schema
    .alterTable("clients")
    .addColumn("contact_name", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("clients").dropColumn("contact_name").execute();
  await db.schema.alterTable("enquiries").dropColumn("client_id").execute();
}
