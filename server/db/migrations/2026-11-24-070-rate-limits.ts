import type { Kysely } from "kysely";

/**
 * The rate limits' windows when several instances share PostgreSQL (issue 19, decision 053): one
 * row per limiter and client address (or other key), counting uses until `resets_at` (epoch
 * milliseconds). Unused on SQLite, where one process keeps its windows in memory.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("used", "integer", (c) => c.notNull())
    .addColumn("resets_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
}
