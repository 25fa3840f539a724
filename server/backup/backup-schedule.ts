import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../env.ts";
import type { ScheduledJob } from "../jobs/scheduler.ts";
import { createBackup, type BackupEnv } from "./backup-archive.ts";

/**
 * BACKUP_INTERVAL_HOURS above 0: a scheduled job (server/jobs/) that writes a backup archive every
 * that many hours, the first one interval after start so a restart loop does not fill the disk,
 * logging its path or why it failed. Being a job, it runs once
 * per cluster on PostgreSQL and never overlaps itself. Undefined when off (the default): a systemd
 * timer running `npm run backup` (deploy/) is the alternative.
 */
export function backupJob(
  env: BackupEnv & Pick<Env, "BACKUP_INTERVAL_HOURS">,
  log: FastifyBaseLogger,
): ScheduledJob | undefined {
  if (env.BACKUP_INTERVAL_HOURS <= 0) return undefined;
  const everyMs = env.BACKUP_INTERVAL_HOURS * 3_600_000;
  return {
    name: "backup",
    everyMs,
    firstAfterMs: everyMs,
    // Logs `backup written` or `backup failed` itself, the lines decision 050 gave operators to watch.
    async run() {
      try {
        const result = await createBackup(env);
        for (const warning of result.warnings) log.warn({ archive: result.archive }, warning);
        log.info(
          { archive: result.archive, database: result.manifest.database, files: result.files, removed: result.removed },
          "backup written",
        );
      } catch (err) {
        log.error({ err }, "backup failed");
      }
      return undefined;
    },
  };
}
