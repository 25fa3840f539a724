import { createBackup } from "../server/backup/backup-archive.ts";
import { loadEnvFile, parseEnv } from "../server/env.ts";

// `npm run backup`: a dated archive of DATA_DIR and the database into BACKUP_DIR while the site
// runs, keeping the newest BACKUP_KEEP (docs/operating.md). The archive's path is the last line
// printed; the exit code is not 0 when the archive lacks something (a missing pg_dump) or failed.
try {
  loadEnvFile();
  const env = parseEnv();
  const result = await createBackup(env);
  const database = {
    sqlite: "the SQLite database (a consistent copy)",
    postgres: `the PostgreSQL schema ${result.manifest.schema} (pg_dump)`,
    none: "no database",
  }[result.manifest.database];
  console.log(`Archived ${database} and ${result.files} files of ${env.DATA_DIR}.`);
  for (const file of result.removed) console.log(`Removed ${file} (BACKUP_KEEP=${env.BACKUP_KEEP}).`);
  for (const warning of result.warnings) console.error(`Warning: ${warning}`);
  console.log(result.archive);
  process.exitCode = result.warnings.length > 0 ? 1 : 0;
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
