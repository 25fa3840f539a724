import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { ReminderJob } from "./reminder-job.ts";

/**
 * The compliance calendar's reminders as `app.reminderJob`: created here; its date watch is started
 * by start-server.ts, its queue is the `reminders` scheduled job (tests call `run(now)` by hand);
 * stopped when the app closes.
 */
export const reminderJobPlugin = fp(async function reminderJob(app: FastifyInstance, options: { db: Db; env: Env }) {
  const job = new ReminderJob({
    db: options.db,
    content: app.content,
    log: app.log,
    publicBaseUrl: options.env.PUBLIC_BASE_URL,
    secret: options.env.SESSION_SECRET,
    queued: () => app.outboxWorker.wake(),
    // The calendar as the page shows it: the figures in force and the periods moved (decision 084).
    calendarOn: (date) => app.figures.calendarOn(date),
  });
  app.decorate("reminderJob", job);
  app.addHook("onClose", async () => job.stop());
});

declare module "fastify" {
  interface FastifyInstance {
    reminderJob: ReminderJob;
  }
}
