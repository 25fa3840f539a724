import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../env.ts";
import { createBackup, type BackupEnv } from "./backup-archive.ts";

/**
 * BACKUP_INTERVAL_HOURS above 0: the server writes a backup archive every that many hours (the
 * first one interval after start, so a restart loop does not fill the disk), logging its path or
 * why it failed. A backup still running when the next is due is not doubled. Answers a stop
 * function; the timer never keeps the process alive. Off by default: a systemd timer running
 * `npm run backup` (deploy/) is the alternative.
 */
export function scheduleBackups(
  env: BackupEnv & Pick<Env, "BACKUP_INTERVAL_HOURS">,
  log: FastifyBaseLogger,
): () => void {
  if (env.BACKUP_INTERVAL_HOURS <= 0) return () => {};
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await createBackup(env);
      for (const warning of result.warnings) log.warn({ archive: result.archive }, warning);
      log.info(
        { archive: result.archive, database: result.manifest.database, files: result.files, removed: result.removed },
        "backup written",
      );
    } catch (err) {
      log.error({ err }, "backup failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), env.BACKUP_INTERVAL_HOURS * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
