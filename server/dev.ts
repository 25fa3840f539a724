import { createServer } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { buildApp } from "./app.ts";
import { migrateToLatest, openDatabase } from "./db/connection.ts";
import { seedIfEmpty } from "./db/seed.ts";
import { parseEnv } from "./env.ts";
import { createAppServices } from "./modules/pages/app-services.ts";
import { reactRouterPlugin } from "./plugins/react-router.ts";

// `npm run dev`: the same Fastify app, with Vite in middleware mode in front of it for hot reload
// of the React app; pages are rendered from Vite's live server build and never cached.
const env = parseEnv({ NODE_ENV: "development", ...process.env });
const db = openDatabase(env);
await migrateToLatest(db);
await seedIfEmpty(db);

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const app = await buildApp({ env, db });
await app.register(reactRouterPlugin, {
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  mode: "development",
  services: createAppServices(db, env.PUBLIC_BASE_URL),
  content: app.content,
  publicBaseUrl: env.PUBLIC_BASE_URL,
});
await app.ready();
app.outboxWorker.start(); // OTP codes appear in the log (SMS_PROVIDER=console)

const server = createServer((req, res) => vite.middlewares(req, res, () => app.routing(req, res)));
server.listen(env.PORT, env.HOST, () => console.log(`dev server on http://${env.HOST}:${env.PORT}`));
