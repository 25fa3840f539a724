import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerFactory } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { genericMessages } from "../contract/api/errors.ts";
import { ContentEvents } from "./events/content-events.ts";
import type { Db } from "./db/connection.ts";
import type { Env } from "./env.ts";
import { errorBody } from "./http-error.ts";
import { loggableUrl } from "./loggable-url.ts";
import { jobsPlugin } from "./jobs/jobs-plugin.ts";
import { scheduledJobs } from "./scheduled-jobs.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { requireEditorPlugin } from "./modules/auth/editor-guard.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { analyticsPlugin } from "./modules/analytics/analytics-plugin.ts";
import { syncEditors } from "./modules/auth/editors.service.ts";
import { bookingsRoutes } from "./modules/bookings/bookings.routes.ts";
import { enquiriesRoutes } from "./modules/enquiries/enquiries.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { mediaFilesRoutes } from "./modules/media/media-files.routes.ts";
import { builtInMediaUsage } from "./modules/media/media-usage.ts";
import { contentMediaUsage } from "./modules/content/content-media-usage.ts";
import { downloadsRoutes } from "./modules/downloads/downloads.routes.ts";
import { putDocumentLogoStore } from "./modules/invoices/document-logo.ts";
import { invoiceRoutes } from "./modules/invoices/invoice.routes.ts";
import { ordersRoutes } from "./modules/orders/orders.routes.ts";
import { paymentProviderFrom } from "./modules/payments/payment-provider.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { postsRoutes } from "./modules/posts/posts.routes.ts";
import { productsRoutes } from "./modules/products/products.routes.ts";
import { remindersRoutes } from "./modules/reminders/reminders.routes.ts";
import { subscribersRoutes } from "./modules/subscribers/subscribers.routes.ts";
import { uploadsRoutes } from "./modules/uploads/uploads.routes.ts";
import { visitorsRoutes } from "./modules/visitors/visitors.routes.ts";
import { addressRateLimitPlugin } from "./plugins/address-rate-limit.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { inputHygienePlugin } from "./plugins/input-hygiene.ts";
import { messagingPlugin, type MessagingOptions } from "./plugins/messaging.ts";
import { legalFiguresPlugin } from "./modules/legal-figures/legal-figures-plugin.ts";
import { contentPlugin } from "./modules/content/content-plugin.ts";
import { redirectsPlugin } from "./modules/redirects/redirects-plugin.ts";
import { reminderJobPlugin } from "./modules/reminders/reminder-job-plugin.ts";
import { refusedBodyDrainPlugin } from "./plugins/refused-body-drain.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { createFileStores } from "./storage/create-file-stores.ts";

export interface AppDeps {
  env: Env;
  db: Db;
  content?: ContentEvents;
  /** false silences request logs (tests); a stream receives the JSON log lines (tests that read them). */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Tests may replace the message providers or the retry timings. */
  messaging?: Pick<MessagingOptions, "providers" | "worker">;
  /** The HTTP server to listen with (`npm run dev` puts Vite's middleware in front). */
  serverFactory?: FastifyServerFactory;
}

/** Builds the API server: plugins, modules and error handling. Never listens (tests use inject()). */
export async function buildApp({
  env,
  db,
  content = new ContentEvents(),
  logger = true,
  messaging = {},
  serverFactory,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    serverFactory,
    logger: logger ? { level: env.LOG_LEVEL, ...(logger === true ? {} : logger) } : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // One log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? loggableUrl(request.url),
        url: loggableUrl(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("content", content);
  const files = createFileStores(env);
  // The invoices' and credit notes' letterhead reads the brand's logo from the media library.
  putDocumentLogoStore(files.media);

  await app.register(errorHandlerPlugin);
  await app.register(refusedBodyDrainPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(addressRateLimitPlugin, { limit: env.LIMIT_PER_ADDRESS, db });
  await app.register(inputHygienePlugin);

  await app.register(messagingPlugin, { db, env, ...messaging });
  await app.register(jobsPlugin, { db, env, scheduledJobs });
  await app.register(analyticsPlugin, { db, env });
  // EDITOR_MOBILES join the editors list at every start (decision 011), unless an editor removed them (075).
  for (const { mobile, removed_at } of await syncEditors(db, env.EDITOR_MOBILES))
    app.log.warn(
      `EDITOR_MOBILES lists ${mobile}, which an editor removed on ${removed_at}: it stays removed. Take it out of EDITOR_MOBILES, or add it again with npm run editor -- add ${mobile}.`,
    );
  await app.register(requireEditorPlugin, { db, env });
  await app.register(legalFiguresPlugin, { db });
  await app.register(contentPlugin, { db });
  // Before every route: an old address answers 301 without reaching one (decision 108).
  await app.register(redirectsPlugin, { db });
  await app.register(reminderJobPlugin, { db, env });

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, env });
  await app.register(visitorsRoutes, { db });
  await app.register(subscribersRoutes, { db, env });
  // Where a library image can be used; a delete is refused while any source finds it (issue 28).
  const media = { db, files: files.media, usage: [...builtInMediaUsage, contentMediaUsage(app.contentInForce)] };
  await app.register(postsRoutes, { db, covers: files.uploads, media });
  await app.register(uploadsRoutes, { covers: files.uploads });
  await app.register(mediaFilesRoutes, { files: files.media });
  await app.register(productsRoutes, { db });
  const payments = paymentProviderFrom(env);
  // Where the payment e-mail's order link points, and how long the downloads of a paid order last.
  const orderLinks = { publicBaseUrl: env.PUBLIC_BASE_URL, downloadDays: env.DOWNLOAD_LINK_DAYS };
  await app.register(ordersRoutes, { db, limit: env.LIMIT_PER_ADDRESS, payments });
  await app.register(paymentsRoutes, { db, payments, links: orderLinks });
  await app.register(invoiceRoutes, { db });
  await app.register(enquiriesRoutes, { db, env, limit: env.LIMIT_PER_ADDRESS });
  await app.register(remindersRoutes, { db, env, limit: env.LIMIT_PER_ADDRESS });
  await app.register(bookingsRoutes, { db, env, limit: env.LIMIT_PER_ADDRESS });
  await app.register(adminRoutes, {
    db,
    env,
    covers: files.uploads,
    privateFiles: files.private,
    media,
    payments,
  });
  await app.register(downloadsRoutes, {
    db,
    files: files.private,
    secret: env.SESSION_SECRET,
    limit: env.DOWNLOAD_LIMIT,
  });

  // Unknown API and auth paths answer with the JSON error body, never with a page.
  const notFound = async (_request: unknown, reply: FastifyReply) =>
    reply.code(404).send(errorBody(genericMessages.notFound));
  for (const prefix of ["/api/*", "/auth/*"]) app.all(prefix, notFound);

  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    content: ContentEvents;
  }
}
