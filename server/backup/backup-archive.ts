import { existsSync } from "node:fs";
import { constants } from "node:fs";
import { copyFile, mkdir, mkdtemp, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
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
  // Staged beside the archives: the same disk as the archive, not a RAM-backed /tmp.
  const staging = await mkdtemp(path.join(backupDir, ".staging-"));
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
    // The rest of DATA_DIR is copied into the staging folder first, so tar reads files that no
    // longer change: a file appended to while tar read it (the file outbox) failed the archive
    // with "did not encounter expected EOF". On a copy-on-write filesystem the copies are clones.
    const isBackupDir = (real: string) => real === backupDir || real.startsWith(backupDir + path.sep);
    const files = await copyTree(dataDir, stagedData, {
      skip: (real, isTop) =>
        isBackupDir(real) ||
        isTemporary(path.basename(real)) ||
        (isTop && LIVE_SQLITE_FILES.includes(path.basename(real))),
    });
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    const unreadable: string[] = [];
    await createTar(
      {
        file: partial,
        cwd: staging,
        gzip: true,
        portable: true,
        onwarn(code, message) {
          unreadable.push(`${code}: ${message}`);
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
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Copies the folder `from` into `to` (which exists), leaving out what `skip` names; answers the
 * number of files copied. A file deleted while it is copied (a replaced cover) is simply left out.
 */
async function copyTree(
  from: string,
  to: string,
  options: { skip: (real: string, isTop: boolean) => boolean },
  isTop = true,
): Promise<number> {
  let files = 0;
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (err) {
    if (isMissing(err) && !isTop) return 0;
    throw err;
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    if (options.skip(source, isTop)) continue;
    const target = path.join(to, entry.name);
    // A link (uploads kept on another disk) is archived as what it points to.
    const kind = entry.isSymbolicLink() ? await stat(source).catch(() => undefined) : entry;
    if (!kind) continue;
    if (kind.isDirectory()) {
      await mkdir(target);
      files += await copyTree(source, target, options, false);
    } else if (kind.isFile()) {
      try {
        await copyFile(source, target, constants.COPYFILE_FICLONE);
        files++;
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    }
  }
  return files;
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

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
