import type { Kysely } from "kysely";

/**
 * When each scheduled job's last pass started anywhere in the cluster (issue 19, decision 054), so
 * several instances on one PostgreSQL run it once per interval, not once per instance. Unused on
 * SQLite, where one process runs the jobs on its own timers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job_runs")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("started_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_runs").execute();
}
