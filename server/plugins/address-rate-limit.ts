import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { genericMessages } from "../../contract/api/errors.ts";
import { addressKey } from "../client-address.ts";
import { isPostgres } from "../db/advisory-lock.ts";
import type { Db } from "../db/connection.ts";
import { errorBody } from "../http-error.ts";
import { postgresRateLimitStore } from "./postgres-rate-limit-store.ts";

export interface RateLimit {
  count: number;
  windowMs: number;
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Fixed windows per client address (an IPv6 address by its /64, server/client-address.ts), counted by @fastify/rate-limit (decision 053): in memory on
 * SQLite (one process), in PostgreSQL when DATABASE_URL is set, so every instance of a cluster
 * counts the same client together. Answers 429 with Retry-After and the site's error body when used
 * up; the library only counts (its own headers and error are not used).
 */
function addressLimiter(app: FastifyInstance, { count, windowMs }: RateLimit) {
  // An IPv6 client counts by its /64, from which it could pick a new address for every request.
  const keyGenerator = (request: FastifyRequest) => addressKey(request.ip);
  const check = app.createRateLimit({ max: count, timeWindow: windowMs, keyGenerator });
  return async function limit(request: FastifyRequest, reply: FastifyReply) {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("Retry-After", result.ttlInSeconds);
    return reply.code(429).send(errorBody(genericMessages.tooManyRequests));
  };
}

/**
 * LIMIT_PER_ADDRESS (OPERATING.md): at most `count` write requests from one address per window.
 * A route whose caller proves who it is by a signature over the body (the payment gateway's
 * webhook) sets `config: { addressLimit: "unless-signed" }`: the hook leaves it alone and the
 * route counts, with `app.countAddressWrite`, only the requests whose signature fails, against
 * the same budget (decision 034).
 */
export const addressRateLimitPlugin = fp(async function addressRateLimit(
  app: FastifyInstance,
  options: { limit: RateLimit; db: Db },
) {
  await app.register(rateLimit, {
    global: false,
    ...(isPostgres(options.db) ? { store: postgresRateLimitStore(options.db) } : {}),
  });
  const limit = addressLimiter(app, options.limit);
  app.addHook("onRequest", async (request, reply) => {
    if (WRITE_METHODS.has(request.method) && request.routeOptions.config.addressLimit !== "unless-signed")
      return limit(request, reply);
  });
  app.decorate("countAddressWrite", async (request: FastifyRequest, reply: FastifyReply) => {
    await limit(request, reply);
    return reply.sent;
  });
});

declare module "fastify" {
  interface FastifyContextConfig {
    /** "unless-signed": the route counts only its unsigned requests itself (app.countAddressWrite). */
    addressLimit?: "unless-signed";
  }
  interface FastifyInstance {
    /**
     * Counts one write of this request's address against LIMIT_PER_ADDRESS; when the budget is
     * used up it answers 429 (Retry-After, error body) and resolves true: the caller stops there.
     */
    countAddressWrite(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  }
}

/**
 * A limit for one route family as a share of LIMIT_PER_ADDRESS: by default 60 writes a minute
 * overall but only 10 enquiries, orders or OTP requests; uncached page renders get twice it.
 * Register it inside the routes' plugin: `app.addHook("onRequest", routeRateLimit(app, env.LIMIT_PER_ADDRESS))`.
 */
export function routeRateLimit(app: FastifyInstance, overall: RateLimit, share = 1 / 6) {
  return addressLimiter(app, { count: Math.max(1, Math.ceil(overall.count * share)), windowMs: overall.windowMs });
}
