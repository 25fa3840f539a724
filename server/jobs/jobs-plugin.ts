import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/connection.ts";
import type { Env } from "../env.ts";
import { scheduledJobs } from "./jobs.ts";
import { JobScheduler } from "./scheduler.ts";

/**
 * The scheduled jobs as `app.jobs`: created here, started by main.ts when SCHEDULED_JOBS is on
 * (tests run a pass with `app.jobs.run(name, now)`), stopped when the app closes.
 */
export const jobsPlugin = fp(async function jobs(app: FastifyInstance, { db, env }: { db: Db; env: Env }) {
  const scheduler = new JobScheduler(scheduledJobs({ db, env, wakeOutbox: () => app.outboxWorker.wake() }), app.log);
  app.decorate("jobs", scheduler);
  app.addHook("onClose", async () => scheduler.stop());
});

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobScheduler;
  }
}
