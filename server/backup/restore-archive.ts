import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { extract, list } from "tar";
import { SQLITE_FILE } from "../db/connection.ts";
import type { Env } from "../env.ts";
import {
  ARCHIVE_DATA,
  assertSqliteIntact,
  LIVE_SQLITE_FILES,
  MANIFEST_FILE,
  POSTGRES_DUMP,
  type BackupManifest,
} from "./backup-archive.ts";
import { restorePostgres } from "./postgres-tools.ts";

export type RestoreEnv = Pick<Env, "DATA_DIR" | "DATABASE_URL" | "BACKUP_DIR">;

export interface RestoreResult {
  manifest: BackupManifest;
  /** Files written into DATA_DIR, the SQLite database not counted. */
  files: number;
}

/**
 * Restores an archive of createBackup into DATA_DIR (and the database DATABASE_URL names, for a
 * PostgreSQL archive). DATA_DIR must be empty, and the PostgreSQL schema hold no tables, unless
 * `force`: then the database is replaced and the archive's files overwrite those present (files
 * the archive lacks stay). The server must be stopped while this runs.
 */
export async function restoreBackup(
  env: RestoreEnv,
  archive: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  const file = path.resolve(archive);
  if (!existsSync(file)) throw new Error(`there is no archive at ${file}`);
  const manifest = await readManifest(file);
  if (manifest.database === "postgres" && !env.DATABASE_URL)
    throw new Error("this archive holds a PostgreSQL dump: set DATABASE_URL to the database to restore it into");
  if (manifest.database === "sqlite" && env.DATABASE_URL)
    throw new Error("this archive holds an SQLite database: unset DATABASE_URL to restore it into DATA_DIR");

  const dataDir = path.resolve(env.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  const present = (await readdir(dataDir)).filter(
    // A fresh disk's lost+found and a BACKUP_DIR kept inside DATA_DIR do not make it hold data.
    (name) => name !== "lost+found" && path.join(dataDir, name) !== path.resolve(env.BACKUP_DIR),
  );
  if (present.length > 0 && !options.force) {
    throw new Error(
      `DATA_DIR ${dataDir} is not empty (${present.slice(0, 3).join(", ")}${present.length > 3 ? ", ..." : ""}): restore into an empty folder, or add --force to replace its database and overwrite its files`,
    );
  }

  const work = await mkdtemp(path.join(tmpdir(), "site-restore-"));
  try {
    if (manifest.database === "postgres") {
      await extract({ file, cwd: work, filter: (entryPath) => entryPath === POSTGRES_DUMP });
      await restorePostgres(env.DATABASE_URL!, path.join(work, POSTGRES_DUMP), manifest.schema ?? "public", {
        force: options.force,
        listFile: path.join(work, "restore.list"),
      });
    }
    // A database file must never meet the journal of the one it replaces.
    if (manifest.database === "sqlite")
      for (const name of LIVE_SQLITE_FILES) await rm(path.join(dataDir, name), { force: true });
    let files = 0;
    await extract({
      file,
      cwd: dataDir,
      strip: 1,
      // Files belong to whoever restores (the service's user), not to the archive's owner.
      preserveOwner: false,
      filter(entryPath, entry) {
        if (!entryPath.startsWith(`${ARCHIVE_DATA}/`)) return false;
        if ("type" in entry && entry.type === "File" && entryPath !== `${ARCHIVE_DATA}/${SQLITE_FILE}`) files++;
        return true;
      },
    });
    if (manifest.database === "sqlite") assertSqliteIntact(path.join(dataDir, SQLITE_FILE));
    return { manifest, files };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The archive's manifest; refuses a file that is not one of our archives. */
async function readManifest(file: string): Promise<BackupManifest> {
  let text = "";
  await list({
    file,
    filter: (entryPath) => entryPath === MANIFEST_FILE,
    onReadEntry: (entry) => entry.on("data", (chunk: Buffer) => (text += chunk.toString())),
  });
  let manifest: Partial<BackupManifest> = {};
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    // Not ours: answered below.
  }
  if (manifest.format !== 1 || !["sqlite", "postgres", "none"].includes(manifest.database ?? "")) {
    throw new Error(`${file} is not a backup archive of this site (no readable ${MANIFEST_FILE})`);
  }
  return manifest as BackupManifest;
}
