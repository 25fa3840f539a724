import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from "kysely";

/**
 * Kysely's own SQLite dialect over Node's built-in `node:sqlite` (no native addon to compile).
 * Kysely serialises callers on the single connection and brings savepoints and streaming; this file
 * only adapts `DatabaseSync` to the better-sqlite3 shape Kysely expects and begins transactions
 * IMMEDIATE (docs/decisions/012-kysely-sqlite-dialect.md).
 */
export class NodeSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(file: string) {
    const config: SqliteDialectConfig = { database: async () => openSqlite(file) };
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Takes the write lock when a transaction begins, not at its first write: a transaction that read
 * first and then writes could otherwise fail at once with SQLITE_BUSY when another process (the
 * editor CLI) wrote in between, since a lock upgrade does not wait for busy_timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

function openSqlite(file: string): SqliteDatabase {
  const db = new DatabaseSync(file);
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;",
  );
  return { close: () => db.close(), prepare: (sql) => statement(db.prepare(sql)) };
}

/** better-sqlite3's statement shape: a `reader` flag and parameters as one array. */
function statement(stmt: StatementSync): SqliteStatement {
  return {
    reader: stmt.columns().length > 0,
    all: (parameters) => stmt.all(...parameters.map(toSqlite)),
    run: (parameters) => stmt.run(...parameters.map(toSqlite)),
    iterate: (parameters) => stmt.iterate(...parameters.map(toSqlite)),
  };
}

/** node:sqlite binds only null, numbers, bigints, strings and bytes. */
function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}
