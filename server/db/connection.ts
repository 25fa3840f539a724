import path from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import type { Env } from "../env.ts";
import { migrations } from "./migrations/index.ts";
import type { Database } from "./schema.ts";
import { NodeSqliteDialect } from "./sqlite-driver.ts";

export type Db = Kysely<Database>;

/** The SQLite database's file name in DATA_DIR (beside it, SQLite's own -wal and -shm files). */
export const SQLITE_FILE = "site.db";

/** Opens the database the environment names: PostgreSQL for DATABASE_URL, else SQLite in DATA_DIR. */
export function openDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): Db {
  if (env.DATABASE_URL) {
    // int8 (COUNT, SUM) comes back as a string by default; the values here fit a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 }) }),
    });
  }
  return new Kysely<Database>({ dialect: new NodeSqliteDialect(path.join(env.DATA_DIR, SQLITE_FILE)) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; with several
  // schemas in one PostgreSQL database (parallel test files) it would find another's and fail.
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Numbers are handed out in ranges per area of work (README), so a migration numbered below
    // one already applied can land later; each touches only its own tables.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
