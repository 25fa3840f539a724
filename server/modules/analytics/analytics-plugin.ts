import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { PageViewCounter } from "./page-view-counter.ts";

/**
 * `app.analytics`: the page-view counter the page handler tells of every page it serves (null with
 * ANALYTICS=off). Its batch is written every ANALYTICS_FLUSH_SECONDS and when the app closes.
 */
export const analyticsPlugin = fp(async function analytics(
  app: FastifyInstance,
  { db, env }: { db: Db; env: Pick<Env, "ANALYTICS" | "ANALYTICS_FLUSH_SECONDS" | "PUBLIC_BASE_URL"> },
) {
  const counter = env.ANALYTICS ? new PageViewCounter(db, env.PUBLIC_BASE_URL, app.log) : null;
  app.decorate("analytics", counter);
  if (!counter) return;
  const timer = setInterval(() => void counter.flush(), env.ANALYTICS_FLUSH_SECONDS * 1000);
  timer.unref();
  // preClose: the database is still open then.
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await counter.flush();
  });
});

declare module "fastify" {
  interface FastifyInstance {
    analytics: PageViewCounter | null;
  }
}
