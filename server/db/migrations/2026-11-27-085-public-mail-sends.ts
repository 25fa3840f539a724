import type { Kysely } from "kysely";

/**
 * When a public form last e-mailed each address (decision 071), keyed by an HMAC of the address so
 * the table names nobody: one mail per address per hour, and a cap on all of them per hour.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("public_mail_sends")
    .addColumn("recipient_hash", "text", (c) => c.primaryKey())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("public_mail_sends_sent").on("public_mail_sends").column("sent_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("public_mail_sends").execute();
}
