import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { adminPaths } from "../../contract/console/admin.ts";
import type { PageCache, PageCacheStats } from "./page-cache.ts";

/** How often the figures are logged when they changed (a quiet site logs nothing). */
export const statsLogIntervalMs = 60_000;

/**
 * Makes the page cache's size, entries and hit rate visible: to editors at
 * GET /api/admin/page-cache (never public: hit rates and sizes tell an attacker what is cached),
 * and in the log every minute in which they changed.
 */
export function reportPageCache(app: FastifyInstance, cache: PageCache, intervalMs = statsLogIntervalMs): void {
  app.get(adminPaths.pageCache, { onRequest: app.requireEditor }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(cache.stats()),
  );
  const stop = logStatsWhenChanged(() => cache.stats(), app.log, intervalMs);
  app.addHook("onClose", async () => stop());
}

/** Logs `read()` every `intervalMs` when it differs from what was logged last; returns a stop function. */
export function logStatsWhenChanged(
  read: () => PageCacheStats,
  log: Pick<FastifyBaseLogger, "info">,
  intervalMs: number,
): () => void {
  let last = "";
  const timer = setInterval(() => {
    const stats = read();
    const now = JSON.stringify(stats);
    if (now === last) return;
    last = now;
    log.info({ pageCache: stats }, "page cache");
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
