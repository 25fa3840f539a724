import { existsSync } from "node:fs";
import { mkdir, mkdtemp, open, readdir, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { create as createTar } from "tar";
import { SQLITE_FILE } from "../db/connection.ts";
import type { Env } from "../env.ts";
import { dumpPostgres, MissingToolError } from "./postgres-tools.ts";

export type BackupEnv = Pick<Env, "DATA_DIR" | "DATABASE_URL" | "BACKUP_DIR" | "BACKUP_KEEP">;

/**
 * The archive (a gzipped tar): `manifest.json`; `data/`, every file and folder of DATA_DIR with
 * `data/site.db` a consistent snapshot of the SQLite database; on PostgreSQL `postgres.dump`
 * (pg_dump's custom format) instead of the snapshot.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: "sqlite" | "postgres" | "none";
  /** PostgreSQL: the schema the dump holds. */
  schema?: string;
}

export const MANIFEST_FILE = "manifest.json";
export const POSTGRES_DUMP = "postgres.dump";
export const ARCHIVE_DATA = "data";
const ARCHIVE_NAME = /^site-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

/** SQLite's companions of a live database: copying them would copy a moment that never was. */
export const LIVE_SQLITE_FILES = [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`, `${SQLITE_FILE}-journal`];

/** Files never archived at any depth: database journals and half-written temporary files. */
const isTemporary = (name: string) => /-(wal|shm|journal)$|\.(tmp|partial)$|~$/.test(name);

export interface BackupResult {
  /** Absolute path of the new archive. */
  archive: string;
  manifest: BackupManifest;
  /** Files of DATA_DIR in the archive, the database snapshot not counted. */
  files: number;
  /** Archives deleted to keep BACKUP_KEEP. */
  removed: string[];
  /** What the archive lacks and the operator must know (a missing pg_dump). */
  warnings: string[];
}

/**
 * Writes a dated archive of DATA_DIR (and the database) into BACKUP_DIR while the site runs, then
 * deletes the oldest archives beyond BACKUP_KEEP. Every file and folder of DATA_DIR is included
 * (a folder added later needs no change here) except the live database files, temporary files and
 * BACKUP_DIR itself when it lies inside DATA_DIR.
 */
export async function createBackup(env: BackupEnv, now = new Date()): Promise<BackupResult> {
  const dataDir = path.resolve(env.DATA_DIR);
  const backupDir = path.resolve(env.BACKUP_DIR);
  if (backupDir === dataDir) throw new Error("BACKUP_DIR must not be DATA_DIR");
  await mkdir(backupDir, { recursive: true });
  const staging = await mkdtemp(path.join(tmpdir(), "site-backup-"));
  const archive = path.join(backupDir, `site-backup-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  const partial = `${archive}.partial`;
  try {
    const stagedData = path.join(staging, ARCHIVE_DATA);
    await mkdir(stagedData);
    const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), database: "none" };
    const warnings: string[] = [];
    // The database before the files: a row in the copy was committed after the files it names
    // were written, so the files are there when they are archived next.
    if (env.DATABASE_URL) {
      try {
        manifest.schema = await dumpPostgres(env.DATABASE_URL, path.join(staging, POSTGRES_DUMP));
        manifest.database = "postgres";
      } catch (err) {
        if (!(err instanceof MissingToolError)) throw err;
        warnings.push(`The PostgreSQL database is NOT in this archive: ${err.message}.`);
      }
    } else if (existsSync(path.join(dataDir, SQLITE_FILE))) {
      await snapshotSqlite(path.join(dataDir, SQLITE_FILE), path.join(stagedData, SQLITE_FILE));
      manifest.database = "sqlite";
    }
    // The rest of DATA_DIR enters the staging folder as links, so nothing is copied twice.
    for (const name of await readdir(dataDir)) {
      if (LIVE_SQLITE_FILES.includes(name) || isTemporary(name)) continue;
      await symlink(path.join(dataDir, name), path.join(stagedData, name));
    }
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    let files = 0;
    const unreadable: string[] = [];
    const isBackupDir = (real: string) =>
      backupDir.startsWith(dataDir + path.sep) && (real === backupDir || real.startsWith(backupDir + path.sep));
    await createTar(
      {
        file: partial,
        cwd: staging,
        gzip: true,
        portable: true,
        follow: true,
        filter(entryPath, stats) {
          const inData = entryPath.startsWith(`${ARCHIVE_DATA}/`);
          const real = inData ? path.join(dataDir, entryPath.slice(ARCHIVE_DATA.length + 1)) : "";
          if (isTemporary(path.basename(entryPath)) || (inData && isBackupDir(real))) return false;
          if (inData && "isFile" in stats && stats.isFile() && entryPath !== `${ARCHIVE_DATA}/${SQLITE_FILE}`) files++;
          return true;
        },
        // A file deleted while the archive is written (a replaced cover) is simply not in it;
        // anything else unreadable must not pass silently.
        onwarn(code, message, data) {
          if (data.code !== "ENOENT") unreadable.push(`${code}: ${message}`);
        },
      },
      [MANIFEST_FILE, ARCHIVE_DATA, ...(manifest.database === "postgres" ? [POSTGRES_DUMP] : [])],
    );
    if (unreadable.length) throw new Error(`could not archive every file: ${unreadable.slice(0, 3).join("; ")}`);
    await syncToDisk(partial);
    await rename(partial, archive);
    return { archive, manifest, files, removed: await removeOldArchives(backupDir, env.BACKUP_KEEP), warnings };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    // Removes the links, never what they point to.
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * A copy of the SQLite database as of one moment, taken through SQLite's online backup while the
 * server keeps writing. All pages go in one step: a step reads inside one transaction, while
 * smaller steps start over whenever another connection writes, which on a busy site may be never.
 */
async function snapshotSqlite(source: string, target: string): Promise<void> {
  const db = new DatabaseSync(source);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    await backup(db, target, { rate: 2 ** 31 - 1 });
  } finally {
    db.close();
  }
  assertSqliteIntact(target);
}

/** Throws unless SQLite's quick_check finds the database file sound. */
export function assertSqliteIntact(file: string): void {
  const db = new DatabaseSync(file);
  try {
    const { quick_check: check } = db.prepare("PRAGMA quick_check").get() as { quick_check: string };
    if (check !== "ok") throw new Error(`${file} failed SQLite's quick_check: ${check}`);
  } finally {
    db.close();
  }
}

async function syncToDisk(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Deletes all but the newest `keep` archives (their names sort by date); answers their paths. */
async function removeOldArchives(backupDir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(backupDir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep)).map((name) => path.join(backupDir, name));
  for (const file of old) await rm(file, { force: true });
  return old;
}
