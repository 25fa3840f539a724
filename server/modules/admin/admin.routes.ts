import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connection.ts";
import { adminDb } from "./admin-db.ts";
import { catalogueRoutes } from "./catalogue.routes.ts";
import { editorsRoutes } from "./editors.routes.ts";
import { inboxRoutes } from "./inbox.routes.ts";

/**
 * The operator's console API under /api/admin (issue 7). Encapsulated: the auth plugin's editor
 * check runs before every route registered here, and on nothing outside it.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; uploadsDir: string }> = async (app, { db, uploadsDir }) => {
  // onRequest, not preHandler: a caller without a valid token learns nothing, not even which
  // bodies would be valid (401/403 come before validation).
  app.addHook("onRequest", app.requireEditor);
  app.addHook("onSend", async (_request, reply) => {
    // Customer data: never kept by a browser or proxy cache.
    reply.header("cache-control", "no-store");
  });
  await app.register(inboxRoutes, { db: adminDb(db), wakeOutbox: () => app.outboxWorker.wake() });
  await app.register(catalogueRoutes, { db: adminDb(db), uploadsDir });
  await app.register(editorsRoutes, { db });
};
