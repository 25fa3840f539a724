import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { genericMessages } from "../../contract/errors.ts";
import { errorBody } from "../http-error.ts";

export interface RateLimit {
  count: number;
  windowMs: number;
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * LIMIT_PER_ADDRESS: at most `count` write requests from one client address per window
 * (OPERATING.md). Fixed windows kept in memory: cheap, and good enough for one process; behind a
 * fleet the proxy in front enforces the global limit.
 */
export const addressRateLimitPlugin = fp(async function addressRateLimit(app: FastifyInstance, options: { limit: RateLimit }) {
  const { count, windowMs } = options.limit;
  const windows = new Map<string, { start: number; used: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
  }, Math.max(windowMs, 1000));
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  app.addHook("onRequest", async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const now = Date.now();
    let w = windows.get(request.ip);
    if (!w || now - w.start >= windowMs) {
      w = { start: now, used: 0 };
      windows.set(request.ip, w);
    }
    w.used += 1;
    if (w.used > count) {
      reply.header("Retry-After", Math.ceil((w.start + windowMs - now) / 1000));
      return reply.code(429).send(errorBody(genericMessages.tooManyRequests));
    }
  });
});
