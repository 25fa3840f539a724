import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { genericMessages } from "../../contract/errors.ts";
import { errorBody } from "../http-error.ts";

export interface RateLimit {
  count: number;
  windowMs: number;
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Fixed windows per client address, kept in memory: cheap, and good enough for one process; behind
 * a fleet the proxy in front enforces the global limit. Answers 429 with Retry-After when used up.
 */
function addressLimiter(app: FastifyInstance, { count, windowMs }: RateLimit) {
  const windows = new Map<string, { start: number; used: number }>();
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
    },
    Math.max(windowMs, 1000),
  );
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  return async function limit(request: FastifyRequest, reply: FastifyReply) {
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
  };
}

/** LIMIT_PER_ADDRESS (OPERATING.md): at most `count` write requests from one address per window. */
export const addressRateLimitPlugin = fp(async function addressRateLimit(
  app: FastifyInstance,
  options: { limit: RateLimit },
) {
  const limit = addressLimiter(app, options.limit);
  app.addHook("onRequest", async (request, reply) => {
    if (WRITE_METHODS.has(request.method)) return limit(request, reply);
  });
});

/**
 * A tighter limit for one route family (public forms and login), as a share of LIMIT_PER_ADDRESS:
 * by default 60 writes a minute overall but only 10 enquiries, orders or OTP requests.
 * Register it inside the routes' plugin: `app.addHook("onRequest", routeRateLimit(app, env.LIMIT_PER_ADDRESS))`.
 */
export function routeRateLimit(app: FastifyInstance, overall: RateLimit, share = 1 / 6) {
  return addressLimiter(app, { count: Math.max(1, Math.ceil(overall.count * share)), windowMs: overall.windowMs });
}
