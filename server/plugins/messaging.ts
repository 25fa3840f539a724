import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/connection.ts";
import type { Env } from "../env.ts";
import { OutboxWorker, type OutboxWorkerOptions } from "../messaging/outbox-worker.ts";
import { providersFromEnv, type Providers } from "../messaging/providers.ts";

export interface MessagingOptions {
  db: Db;
  env: Env;
  /** Tests may pass their own providers or retry timings. */
  providers?: Providers;
  worker?: Partial<Omit<OutboxWorkerOptions, "db" | "providers" | "log">>;
}

/**
 * The outbox worker as `app.outboxWorker`. It is created here but started by start-server.ts (tests drain
 * it by hand), and stopped when the app closes.
 */
export const messagingPlugin = fp(async function messaging(app: FastifyInstance, options: MessagingOptions) {
  const worker = new OutboxWorker({
    db: options.db,
    providers: options.providers ?? providersFromEnv(options.env, app.log),
    log: app.log,
    ...options.worker,
  });
  app.decorate("outboxWorker", worker);
  app.addHook("onClose", async () => worker.stop());
});

declare module "fastify" {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
  }
}
