import { isPostgres, tryAdvisoryLock } from "../db/advisory-lock.ts";
import type { Db } from "../db/connection.ts";
import type { PassGate, ScheduledJob } from "./scheduler.ts";

/**
 * Decides whether this process runs a job's pass when several instances share PostgreSQL
 * (decision 054): the pass runs only under the job's advisory lock (never on two instances at
 * once), and a timer's pass only when no instance started one within the job's interval
 * (`job_runs`), so an hourly job runs about once an hour in the whole cluster. A wake (a request
 * gave the job work) runs at once if the lock is free. On SQLite (one process) every pass runs.
 */
export function clusterGate(db: Db): PassGate {
  if (!isPostgres(db)) return (_job, _woken, pass) => pass(new Date());
  return async (job, woken, pass) => {
    const outcome = await tryAdvisoryLock(db, `job:${job.name}`, async () => {
      const now = new Date();
      if (!(await takeTurn(db, job, now, woken))) return undefined;
      return pass(now);
    });
    return outcome.ran ? outcome.result : undefined;
  };
}

// Timers on different instances drift by milliseconds: a pass a little early still counts as due.
const EARLY = 0.95;

/** Records this pass's start unless another instance started one within the interval (and it was not a wake). */
async function takeTurn(db: Db, job: ScheduledJob, now: Date, woken: boolean): Promise<boolean> {
  const last = await db.selectFrom("job_runs").select("started_at").where("name", "=", job.name).executeTakeFirst();
  if (!woken && last && now.getTime() - Date.parse(last.started_at) < job.everyMs * EARLY) return false;
  await db
    .insertInto("job_runs")
    .values({ name: job.name, started_at: now.toISOString() })
    .onConflict((oc) => oc.column("name").doUpdateSet({ started_at: now.toISOString() }))
    .execute();
  return true;
}
