import type { Kysely } from "kysely";

/**
 * Where each conversion other than an enquiry came from (issue 30, decision 132): a booking, a
 * mailing-list signup and an order keep their visit's source name, landing path and campaign, as
 * enquiries already do, so the analytics count them per source. NULL on rows from before.
 */
const tables = ["bookings", "subscribers", "orders"];
const columns = ["source", "landing_path", "campaign"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables)
    for (const column of columns) await db.schema.alterTable(table).addColumn(column, "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables)
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
}
