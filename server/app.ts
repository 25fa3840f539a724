import path from "node:path";
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { genericMessages } from "../contract/errors.ts";
import { ContentEvents } from "./content-events.ts";
import type { Db } from "./db/connection.ts";
import type { Env } from "./env.ts";
import { errorBody } from "./http-error.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { contactsRoutes } from "./modules/contacts/contacts.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { ordersRoutes } from "./modules/orders/orders.routes.ts";
import { postsRoutes } from "./modules/posts/posts.routes.ts";
import { productsRoutes } from "./modules/products/products.routes.ts";
import { subscribersRoutes } from "./modules/subscribers/subscribers.routes.ts";
import { uploadsRoutes } from "./modules/uploads/uploads.routes.ts";
import { visitorsRoutes } from "./modules/visitors/visitors.routes.ts";
import { addressRateLimitPlugin } from "./plugins/address-rate-limit.ts";
import { authPlugin } from "./plugins/auth.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { inputHygienePlugin } from "./plugins/input-hygiene.ts";
import { messagingPlugin, type MessagingOptions } from "./plugins/messaging.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";

export interface AppDeps {
  env: Env;
  db: Db;
  content?: ContentEvents;
  /** false silences request logs (tests). */
  logger?: boolean;
  /** Tests may replace the message providers or the retry timings. */
  messaging?: Pick<MessagingOptions, "providers" | "worker">;
}

/** Builds the API server: plugins, modules and error handling. Never listens (tests use inject()). */
export async function buildApp({ env, db, content = new ContentEvents(), logger = true, messaging = {} }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL } : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // One log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      { method: request.method, route: request.routeOptions.url ?? request.url, url: request.url, status: reply.statusCode, durationMs: Math.round(reply.elapsedTime * 10) / 10 },
      "request",
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("content", content);
  const uploadsDir = path.join(env.DATA_DIR, "uploads");

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(addressRateLimitPlugin, { limit: env.LIMIT_PER_ADDRESS });
  await app.register(inputHygienePlugin);

  await app.register(messagingPlugin, { db, env, ...messaging });
  await app.register(authPlugin, { db, env });

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, env });
  await app.register(visitorsRoutes, { db });
  await app.register(subscribersRoutes, { db });
  await app.register(postsRoutes, { db, uploadsDir });
  await app.register(uploadsRoutes, { uploadsDir });
  await app.register(productsRoutes, { db });
  await app.register(ordersRoutes, { db, limit: env.LIMIT_PER_ADDRESS });
  await app.register(contactsRoutes, { db, limit: env.LIMIT_PER_ADDRESS });
  await app.register(adminRoutes, { db, uploadsDir });

  // Unknown API and auth paths answer with the JSON error body, never with a page.
  const notFound = async (_request: unknown, reply: FastifyReply) => reply.code(404).send(errorBody(genericMessages.notFound));
  for (const prefix of ["/api/*", "/auth/*"]) app.all(prefix, notFound);

  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    content: ContentEvents;
  }
}
