import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FileStore } from "../../storage/file-store.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { productFilesRoutes } from "../downloads/product-files.routes.ts";
import { contentRoutes } from "../content/content.routes.ts";
import type { MediaLibrary } from "../media/media.service.ts";
import { mediaRoutes } from "../media/media.routes.ts";
import { analyticsRoutes } from "../analytics/analytics.routes.ts";
import { enquiriesAdminRoutes } from "../enquiries/enquiries-admin.routes.ts";
import { bookingsAdminRoutes } from "./bookings.routes.ts";
import type { InvoicePayments } from "../invoices/service-invoices.service.ts";
import { catalogueRoutes } from "./catalogue.routes.ts";
import { adminPostsRoutes } from "./posts.routes.ts";
import { clientsRoutes } from "./clients.routes.ts";
import { editorsRoutes } from "./editors.routes.ts";
import { figuresRoutes } from "./figures.routes.ts";
import { gstRoutes } from "./gst.routes.ts";
import { guideTranslationsRoutes } from "./guide-translations.routes.ts";
import { guidesRoutes } from "./guides.routes.ts";
import { inboxRoutes } from "./inbox.routes.ts";
import { invoicesRoutes } from "./invoices.routes.ts";
import { licencesRoutes } from "./licences.routes.ts";
import { licenceTranslationsRoutes } from "./licence-translations.routes.ts";
import { newslettersRoutes } from "./newsletters.routes.ts";
import { privacyRoutes } from "./privacy.routes.ts";
import { serviceListsRoutes } from "./service-lists.routes.ts";
import { serviceListTranslationsRoutes } from "./service-list-translations.routes.ts";
import { siteRoutes } from "./site.routes.ts";
import { redirectsRoutes } from "../redirects/redirects.routes.ts";

/**
 * The operator's console API under /api/admin (issue 7). Encapsulated: the auth plugin's editor
 * check runs before every route registered here, and on nothing outside it. The routes read and
 * write through the resource modules (posts, products, orders, enquiries, subscribers, editors, newsletters, legal content, media);
 * this module owns only the audit log.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  env: Env;
  covers: FileStore;
  privateFiles: FileStore;
  /** The media library: its store and the records that can use its images (server/modules/media/). */
  media: MediaLibrary;
  /** Service invoices' payment links (the provider behind the seam, decision 091). */
  payments: InvoicePayments;
}> = async (app, { db, env, covers, privateFiles, media, payments }) => {
  // onRequest, not preHandler: a caller without a valid token learns nothing, not even which
  // bodies would be valid (401/403 come before validation). It refuses authors every route not
  // marked open to them (decision 109).
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
  await app.register(enquiriesAdminRoutes, { db, wakeOutbox: () => app.outboxWorker.wake() });
  await app.register(analyticsRoutes, { db });
  await app.register(productFilesRoutes, { db, files: privateFiles });
  await app.register(catalogueRoutes, { db });
  await app.register(adminPostsRoutes, { db, covers, media, secret: env.SESSION_SECRET });
  await app.register(editorsRoutes, { db });
  await app.register(newslettersRoutes, { db, env });
  await app.register(privacyRoutes, { db });
  await app.register(guidesRoutes, { db, maxAgeMonths: env.LEGAL_REVIEW_MAX_AGE_MONTHS });
  await app.register(guideTranslationsRoutes, { db });
  await app.register(licencesRoutes, { db, maxAgeMonths: env.LEGAL_REVIEW_MAX_AGE_MONTHS });
  await app.register(licenceTranslationsRoutes, { db });
  await app.register(serviceListsRoutes, { db, maxAgeMonths: env.LEGAL_REVIEW_MAX_AGE_MONTHS });
  await app.register(serviceListTranslationsRoutes, { db });
  await app.register(siteRoutes, { db });
  await app.register(figuresRoutes, { db });
  await app.register(contentRoutes, { db, env });
  await app.register(mediaRoutes, media);
  await app.register(bookingsAdminRoutes, { db, env });
  await app.register(clientsRoutes, { db });
  await app.register(invoicesRoutes, { db, payments });
  await app.register(gstRoutes, { db });
  await app.register(redirectsRoutes, { db, origin: env.PUBLIC_BASE_URL });
};
