import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "kysely";
import type { Db } from "../db/connection.ts";

/**
 * A store for @fastify/rate-limit that keeps every window in PostgreSQL's `rate_limits` table, so
 * all instances count one client's requests together (decision 053). One statement per request:
 * an upsert that starts a fresh fixed window when the old one ended and otherwise counts one more,
 * timed by the database's clock so instances with drifting clocks agree. Each limiter (child
 * store) has its own key prefix, numbered in registration order, which is the same on every
 * instance since they run the same code.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let limiters = 0;
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    constructor(_options?: unknown, prefix = "global") {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;
      sql<{ used: number; ttl: number }>`
        insert into rate_limits as r (key, used, resets_at) values (${`${this.#prefix}:${key}`}, 1, ${now} + ${timeWindow})
        on conflict (key) do update set
          used = case when r.resets_at <= ${now} then 1 else r.used + 1 end,
          resets_at = case when r.resets_at <= ${now} then ${now} + ${timeWindow} else r.resets_at end
        returning used, resets_at - ${now} as ttl`
        .execute(db)
        .then(
          ({ rows }) => callback(null, { current: Number(rows[0]!.used), ttl: Math.max(0, Number(rows[0]!.ttl)) }),
          (err: Error) => callback(err),
        );
    }

    child(): FastifyRateLimitStore {
      limiters += 1;
      return new PostgresRateLimitStore(undefined, `limiter${limiters}`);
    }
  }
  return PostgresRateLimitStore;
}

/** Deletes windows that ended (the addresses they hold are kept no longer than needed); answers how many went. */
export async function deleteEndedRateLimits(db: Db): Promise<number> {
  const result =
    await sql`delete from rate_limits where resets_at < (extract(epoch from clock_timestamp()) * 1000)::bigint`.execute(
      db,
    );
  return Number(result.numAffectedRows ?? 0);
}
