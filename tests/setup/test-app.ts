import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app.ts";
import type { Db } from "../../server/db/connection.ts";
import { parseEnv, type Env } from "../../server/env.ts";
import { createTestDb } from "./test-db.ts";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  env: Env;
  close(): Promise<void>;
}

/**
 * The real API app on a fresh real database, for tests through `inject()`. Everything comes from
 * 127.0.0.1 here, so the per-address write limit is raised unless a test sets its own.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  /** Registers more plugins before the app is ready (the page handler, in its own tests). */
  extend?: (app: FastifyInstance, deps: { env: Env; db: Db }) => PromiseLike<unknown>,
  /** Collects the app's JSON log lines here (tests of what the log must never hold); unset: no log. */
  logLines?: string[],
): Promise<TestApp> {
  const testDb = await createTestDb();
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: testDb.dataDir,
    LIMIT_PER_ADDRESS: "100000/60",
    SMS_PROVIDER: "file",
    MAIL_TRANSPORT: "file",
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    ...overrides,
  });
  const logger = logLines ? { stream: { write: (line: string) => void logLines.push(line) } } : false;
  const app = await buildApp({ env, db: testDb.db, logger });
  await extend?.(app, { env, db: testDb.db });
  await app.ready();
  return {
    app,
    db: testDb.db,
    env,
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
}
