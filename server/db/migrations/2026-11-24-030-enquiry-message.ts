import type { Kysely } from "kysely";

/**
 * An enquiry may carry a message (issue 18: the "which laws apply" checker pre-fills the contact
 * form with its answer). Optional and nullable: the SPEC's enquiry payload stays valid as it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enquiries").addColumn("message", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enquiries").dropColumn("message").execute();
}
