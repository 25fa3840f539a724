import { restoreBackup } from "../server/backup/restore-archive.ts";
import { loadEnvFile, parseEnv } from "../server/env.ts";

// `npm run restore -- ARCHIVE [--force]`: puts an archive of `npm run backup` back into DATA_DIR
// (and DATABASE_URL's database); DATA_DIR must be empty unless --force (docs/operating.md).
// Stop the server first.
const usage = "Usage: npm run restore -- <archive.tar.gz> [--force]";
const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((arg) => arg !== "--force");
if (files.length !== 1 || files[0]!.startsWith("-")) {
  console.error(usage);
  process.exit(2);
}
try {
  loadEnvFile();
  // parseEnv would write a new session secret into the empty DATA_DIR; the archive brings the real one.
  const env = parseEnv({ SESSION_SECRET: "placeholder-while-restoring-000000000000", ...process.env });
  const { manifest, files: restored } = await restoreBackup(env, files[0]!, { force });
  const database = {
    sqlite: "the SQLite database",
    postgres: `the PostgreSQL schema ${manifest.schema}`,
    none: "no database",
  }[manifest.database];
  console.log(`Restored ${database} and ${restored} files into ${env.DATA_DIR} (archive of ${manifest.createdAt}).`);
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
