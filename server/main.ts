import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app.ts";
import { migrateToLatest, openDatabase } from "./db/connection.ts";
import { seedIfEmpty } from "./db/seed.ts";
import { parseEnv, type Env } from "./env.ts";
import { createAppServices } from "./modules/pages/app-services.ts";
import { reactRouterPlugin } from "./plugins/react-router.ts";
import { staticAssetsPlugin } from "./plugins/static-assets.ts";

// BUILD_DIR (tests only) points at a build made elsewhere; production serves ./build.
const buildDir = path.resolve(import.meta.dirname, "..", process.env["BUILD_DIR"] ?? "build");

/** Starts the production server: env, database, API, built assets, pages; closes gracefully. */
export async function main(): Promise<void> {
  let env: Env;
  try {
    env = parseEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const db = openDatabase(env);
  await migrateToLatest(db);
  await seedIfEmpty(db);

  const app = await buildApp({ env, db });
  await app.register(staticAssetsPlugin, { root: path.join(buildDir, "client") });
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  await app.register(reactRouterPlugin, {
    getBuild: async () => build,
    mode: "production",
    services: createAppServices(db, env.PUBLIC_BASE_URL),
    content: app.content,
    publicBaseUrl: env.PUBLIC_BASE_URL,
  });

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
  // Delivers queued SMS and e-mail in the background; app.close() stops it.
  app.outboxWorker.start();
}

if (import.meta.main) await main();
