import type { Kysely } from "kysely";

/**
 * Marks a message whose text holds a live secret (an OTP): once it is delivered or given up, the
 * worker keeps its text with the code removed (decision 072).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("outbox")
    .addColumn("secret", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("secret").execute();
}
