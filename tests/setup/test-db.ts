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
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` }) }),
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
