import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { migrateToLatest, openDatabase, type Db } from "../../server/db/connection.ts";
import type { Database } from "../../server/db/schema.ts";

export interface TestDb {
  db: Db;
  dataDir: string;
  /** Closes the connection and removes the database (the schema on PostgreSQL, the file on SQLite). */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an SQLite file in a temporary directory, or, when
 * DATABASE_URL is set (CI's PostgreSQL pass), a schema of its own in that database.
 */
export async function createTestDb(): Promise<TestDb> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  const url = process.env["DATABASE_URL"];
  if (!url) {
    const db = openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    await migrateToLatest(db);
    return {
      db,
      dataDir,
      async destroy() {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  pg.types.setTypeParser(20, (v) => Number(v));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` }),
    }),
  });
  await migrateToLatest(db);
  return {
    db,
    dataDir,
    async destroy() {
      await sql.raw(`drop schema ${schema} cascade`).execute(db);
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerData {
  /** DATA_DIR, and on PostgreSQL a DATABASE_URL whose search_path is a schema of its own. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** On PostgreSQL, drops the schema, as if the database server had lost it (SQLite lives in DATA_DIR). */
  loseDatabase(): Promise<void>;
  /** Removes the folder and the schema. */
  drop(): Promise<void>;
}

/**
 * Fresh data for a server process of its own (server-process.ts): an empty
 * DATA_DIR and, when DATABASE_URL is set, an empty schema named by the URL's search_path option.
 */
export async function createServerData(): Promise<ServerData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-server-"));
  const url = process.env["DATABASE_URL"];
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!url) return { env: { DATA_DIR: dataDir }, loseDatabase: async () => {}, drop: removeDir };
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create schema ${schema}`);
  const withSchema = new URL(url);
  // Percent-encoded: libpq (pg_dump) reads no "+" as a space.
  withSchema.search = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const loseDatabase = () => run(`drop schema if exists ${schema} cascade`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: withSchema.href },
    loseDatabase,
    async drop() {
      await loseDatabase();
      await removeDir();
    },
  };
}
