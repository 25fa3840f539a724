import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/connection.ts";
import type { Env } from "../env.ts";
import type { ContentEvents } from "../events/content-events.ts";
import { clusterGate } from "./cluster-gate.ts";
import { JobScheduler, type ScheduledJob } from "./scheduler.ts";

/** What a job may use; the list of jobs is handed in (server/scheduled-jobs.ts), so this floor names no module. */
export interface JobDeps {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  wakeOutbox: () => void;
  /** The caches to tell (and, through the content bus, every instance's) when a job changes what is public. */
  content: ContentEvents;
  /** The compliance calendar's reminder e-mails due at `now` (app.reminderJob); answers how many were queued. */
  queueReminders: (now: Date) => Promise<number>;
}

/**
 * The scheduled jobs as `app.jobs`: created here, started by main.ts when SCHEDULED_JOBS is on
 * (tests run a pass with `app.jobs.run(name, now)`), stopped when the app closes.
 */
export const jobsPlugin = fp(async function jobs(
  app: FastifyInstance,
  { db, env, scheduledJobs }: { db: Db; env: Env; scheduledJobs: (deps: JobDeps) => ScheduledJob[] },
) {
  const jobs = scheduledJobs({
    db,
    env,
    log: app.log,
    wakeOutbox: () => app.outboxWorker.wake(),
    content: app.content,
    // app.reminderJob is registered after this plugin; it exists by the time a pass runs.
    queueReminders: (now) => app.reminderJob.queue(now),
  });
  const scheduler = new JobScheduler(jobs, app.log, clusterGate(db));
  app.decorate("jobs", scheduler);
  app.addHook("onClose", async () => scheduler.stop());
});

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobScheduler;
  }
}
