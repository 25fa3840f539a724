import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FileStore } from "../../storage/file-store.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { productFilesRoutes } from "../downloads/product-files.routes.ts";
import { catalogueRoutes } from "./catalogue.routes.ts";
import { editorsRoutes } from "./editors.routes.ts";
import { figuresRoutes } from "./figures.routes.ts";
import { guideTranslationsRoutes } from "./guide-translations.routes.ts";
import { guidesRoutes } from "./guides.routes.ts";
import { inboxRoutes } from "./inbox.routes.ts";
import { licencesRoutes } from "./licences.routes.ts";
import { newslettersRoutes } from "./newsletters.routes.ts";
import { privacyRoutes } from "./privacy.routes.ts";
import { serviceListsRoutes } from "./service-lists.routes.ts";
import { siteRoutes } from "./site.routes.ts";

/**
 * The operator's console API under /api/admin (issue 7). Encapsulated: the auth plugin's editor
 * check runs before every route registered here, and on nothing outside it. The routes read and
 * write through the resource modules (posts, products, orders, enquiries, subscribers, editors, newsletters, legal content);
 * this module owns only the audit log.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  env: Env;
  covers: FileStore;
  privateFiles: FileStore;
}> = async (app, { db, env, covers, privateFiles }) => {
  // onRequest, not preHandler: a caller without a valid token learns nothing, not even which
  // bodies would be valid (401/403 come before validation).
  app.addHook("onRequest", app.requireEditor);
  app.addHook("onSend", async (_request, reply) => {
    // Customer data: never kept by a browser or proxy cache.
    reply.header("cache-control", "no-store");
  });
  await app.register(inboxRoutes, {
    db,
    wakeOutbox: () => app.outboxWorker.wake(),
    links: { publicBaseUrl: env.PUBLIC_BASE_URL, downloadDays: env.DOWNLOAD_LINK_DAYS },
  });
  await app.register(productFilesRoutes, { db, files: privateFiles });
  await app.register(catalogueRoutes, { db, covers });
  await app.register(editorsRoutes, { db });
  await app.register(newslettersRoutes, { db, env });
  await app.register(privacyRoutes, { db });
  await app.register(guidesRoutes, { db, maxAgeMonths: env.LEGAL_REVIEW_MAX_AGE_MONTHS });
  await app.register(guideTranslationsRoutes, { db });
  await app.register(licencesRoutes, { db, maxAgeMonths: env.LEGAL_REVIEW_MAX_AGE_MONTHS });
  await app.register(serviceListsRoutes, { db, maxAgeMonths: env.LEGAL_REVIEW_MAX_AGE_MONTHS });
  await app.register(siteRoutes, { db });
  await app.register(figuresRoutes, { db });
};
