import type { Kysely } from "kysely";

/**
 * Double opt-in (issue 17, decision 016): an address is `pending` until its confirmation link is
 * opened, then `active`, and `unsubscribed` when it leaves. Addresses stored before this migration
 * joined through the same form under single opt-in and stay `active`; new rows always name their
 * status.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("subscribers")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .execute();
  await db.schema.alterTable("subscribers").addColumn("confirmation_sent_at", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("confirmed_at", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("unsubscribed_at", "text").execute();
  await db.schema.createIndex("subscribers_status").on("subscribers").column("status").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("subscribers_status").execute();
  for (const column of ["unsubscribed_at", "confirmed_at", "confirmation_sent_at", "status"])
    await db.schema.alterTable("subscribers").dropColumn(column).execute();
}
