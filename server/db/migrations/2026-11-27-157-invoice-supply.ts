import type { Kysely } from "kysely";

/**
 * What a service invoice supplies for its place of supply (issue 32, decision 153): `general`
 * (every existing row), `training`, `event_admission` or `event_organisation`, and the state where
 * it is performed or held. Frozen with the place of supply when the invoice is issued.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("invoices")
    .addColumn("supply_kind", "text", (c) => c.notNull().defaultTo("general"))
    .execute();
  await db.schema.alterTable("invoices").addColumn("venue_state", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("invoices").dropColumn("venue_state").execute();
  await db.schema.alterTable("invoices").dropColumn("supply_kind").execute();
}
