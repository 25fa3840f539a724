import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyServerFactory } from "fastify";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/connection.ts";
import { prepareDatabase } from "./db/prepare-database.ts";
import { loadSiteContact } from "./modules/site/site-contact.service.ts";
import { loadEnvFile, parseEnv, productionWarnings, type Env } from "./env.ts";
import { startContentBus } from "./events/content-bus.ts";
import { pagesPlugin, type PagesOptions } from "./pages/pages-plugin.ts";
import { staticAssetsPlugin } from "./plugins/static-assets.ts";
import { startupSeeds } from "./startup-seeds.ts";

export interface StartOptions {
  /**
   * production (`npm start`, the e2e tests, the bench): the built client and server build, pages
   * cached. development (`npm run dev`): Vite's middleware in front for hot reload, pages rendered
   * from its live build and never cached.
   */
  mode: "production" | "development";
}

/** What differs between the modes: where the build comes from and what stands in front of the API. */
interface Front {
  build: PagesOptions["build"];
  serverFactory?: FastifyServerFactory;
  register(app: FastifyInstance): PromiseLike<unknown>;
}

/**
 * The one boot sequence: environment (a bad value stops with a one-line reason), database
 * (migrated, seeded when empty), API, pages, listen, the outbox worker; SIGTERM and SIGINT close
 * gracefully (in-flight requests finish, then the worker and the database stop).
 */
export async function startServer({ mode }: StartOptions): Promise<FastifyInstance> {
  const env = readEnv(mode);
  const db = openDatabase(env);
  await prepareDatabase(db, startupSeeds);
  // The contact details staff saved in the console replace the typed default before any page renders.
  await loadSiteContact(db);

  const front = mode === "production" ? await productionFront() : await developmentFront();
  const app = await buildApp({ env, db, serverFactory: front.serverFactory });
  for (const warning of productionWarnings(env)) app.log.warn(warning);
  await front.register(app);
  await app.register(pagesPlugin, { build: front.build, mode, db, env });
  if (env.DATABASE_URL) {
    // Several instances may share this PostgreSQL: each one's content changes reach the others' caches.
    const bus = await startContentBus({ url: env.DATABASE_URL, db, content: app.content, log: app.log });
    app.addHook("onClose", () => bus.close());
    // Contact details saved through another instance: this one reads them again (decision 028).
    app.content.on((kind) => {
      if (kind === "site")
        loadSiteContact(db).catch((err: unknown) => app.log.error({ err }, "could not reload the contact details"));
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Fastify stops accepting, lets in-flight requests finish, then runs onClose hooks.
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Delivers queued SMS and e-mail in the background (the OTP appears in the log with
  // SMS_PROVIDER=console); app.close() stops it.
  app.outboxWorker.start();
  // Notices the change of date in India, for the pages that show today (decision 024).
  app.reminderJob.start();
  // Newsletter batches, retention purges, calendar reminders and backups with BACKUP_INTERVAL_HOURS
  // set (server/jobs/; once per cluster on PostgreSQL); SCHEDULED_JOBS turns them off.
  if (env.SCHEDULED_JOBS) app.jobs.start();
  return app;
}

function readEnv(mode: StartOptions["mode"]): Env {
  try {
    loadEnvFile();
    return parseEnv(mode === "development" ? { NODE_ENV: "development", ...process.env } : process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

async function productionFront(): Promise<Front> {
  // BUILD_DIR (tests only) points at a build made elsewhere; production serves ./build.
  const buildDir = path.resolve(import.meta.dirname, "..", process.env["BUILD_DIR"] ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  return {
    build,
    register: (app) => app.register(staticAssetsPlugin, { root: path.join(buildDir, "client") }),
  };
}

async function developmentFront(): Promise<Front> {
  // Imported here only: production installs need no Vite.
  const { createServer: createViteServer } = await import("vite");
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  return {
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    serverFactory: (handler) => createServer((req, res) => vite.middlewares(req, res, () => handler(req, res))),
    register: async (app) => app.addHook("onClose", () => vite.close()),
  };
}
