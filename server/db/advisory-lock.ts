import { PostgresAdapter, sql } from "kysely";
import type { Db } from "./connection.ts";

/** True when the database is PostgreSQL (DATABASE_URL), where several processes may share it. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// The lock's 32-bit key from its name and the current schema: test files keep schemas side by side
// in one database, and one file's lock must not hold up another's.
const lockKey = (name: string) => sql<number>`hashtext(current_schema() || ':' || ${name})`;

/**
 * Runs `work` while holding the PostgreSQL advisory lock `name`, waiting for it when another
 * process holds it (start-up: migrations and the seed run once even when instances start
 * together). The lock lives on one reserved connection and is released however `work` ends;
 * `work` may use `db` freely. On SQLite (one process) it simply runs `work`.
 */
export async function withAdvisoryLock<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${lockKey(name)})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${lockKey(name)})`.execute(conn);
    }
  });
}

/**
 * Runs `work` only if no other process holds the advisory lock `name` (a scheduled job's pass runs
 * on one instance of the cluster); answers `{ ran: false }` at once otherwise. On SQLite it runs.
 */
export async function tryAdvisoryLock<T>(
  db: Db,
  name: string,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  if (!isPostgres(db)) return { ran: true, result: await work() };
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${lockKey(name)}) as locked`.execute(
      conn,
    );
    if (!rows[0]?.locked) return { ran: false } as const;
    try {
      return { ran: true, result: await work() } as const;
    } finally {
      await sql`select pg_advisory_unlock(${lockKey(name)})`.execute(conn);
    }
  });
}

/**
 * Inside a transaction: waits for the PostgreSQL advisory lock `name` until the transaction ends,
 * so a count-then-insert (the per-number OTP limit) cannot interleave with the same one on another
 * connection or instance. Nothing to do on SQLite, whose writing transactions already take turns.
 */
export async function lockUntilCommit(tx: Db, name: string): Promise<void> {
  if (isPostgres(tx)) await sql`select pg_advisory_xact_lock(${lockKey(name)})`.execute(tx);
}
