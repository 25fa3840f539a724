import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createServerData, type ServerData } from "../../tests/setup/test-db.ts";
import { openDatabase } from "../db/connection.ts";
import { readOutboxFile } from "../../tests/setup/api-helpers.ts";
import { startServerProcess } from "../../tests/setup/server-process.ts";
import { startWriteLoad } from "../../tests/setup/write-load.ts";
import { createBackup } from "./backup-archive.ts";
import { restoreBackup } from "./restore-archive.ts";
import { JobScheduler } from "../jobs/scheduler.ts";
import { backupJob } from "./backup-schedule.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs `npm run <script> -- args` as an operator would; answers its exit code and output. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn("npm", ["run", script, "--", ...args], {
      cwd: root,
      env: { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? tmpdir(), NODE_ENV: "test", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const until = async (done: () => boolean, timeoutMs = 30_000) => {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Logs in as the sample editor over HTTP, reading the OTP from the file outbox. */
async function editorToken(baseUrl: string, outboxFile: string): Promise<string> {
  const mobileNumber = "9999999999";
  await fetch(`${baseUrl}/auth/send-otp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mobileNumber }),
  });
  let otp: string | undefined;
  await until(() => {
    const sms = readOutboxFile(outboxFile).filter((m) => m.channel === "sms" && m.to === mobileNumber);
    otp = /\b(\d{6})\b/.exec(sms.at(-1)?.text ?? "")?.[1];
    return otp !== undefined;
  });
  const verified = await fetch(`${baseUrl}/auth/verify-otp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mobileNumber, otp }),
  });
  return ((await verified.json()) as { token: string }).token;
}

const archiveName = /site-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

describe("npm run backup and npm run restore", () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const serverData = async () => {
    const data: ServerData = await createServerData();
    cleanup.push(() => data.drop());
    return data;
  };

  it("backs up a running site under writes; the restored copy starts with every acknowledged row and file", async () => {
    const data = await serverData();
    const dataDir = data.env.DATA_DIR;
    const backupDir = tempDir("site-backups-");
    // A folder the code knows nothing about (the shop's private files), and a half-written file.
    const privateFile = path.join(dataDir, "private-files", "templates", "leave-policy.docx");
    mkdirSync(path.dirname(privateFile), { recursive: true });
    writeFileSync(privateFile, randomBytes(64 * 1024));
    writeFileSync(path.join(dataDir, "upload.tmp"), "half");

    const server = await startServerProcess(data.env);
    cleanup.push(() => server.stop().then(() => undefined));
    const token = await editorToken(server.url, path.join(dataDir, "outbox.jsonl"));
    const form = new FormData();
    form.set("title", "Posted before the backup");
    form.set("content", "<p>Body</p>");
    form.set("category", "blog");
    form.set("coverImage", new Blob([readFileSync(path.join(root, "tests/fixtures/cover.png"))]), "cover.png");
    const published = await fetch(`${server.url}/api/blogs`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(published.status).toBe(201);
    const post = ((await published.json()) as { post: { id: number; image: string } }).post;

    const load = await startWriteLoad(server.url, 6);
    await until(() => load.enquiries.length >= 30);
    // What was acknowledged before the backup command started, and so must be in its archive.
    const acknowledged = { enquiries: [...load.enquiries], orders: [...load.orders] };
    const backup = await npmRun("backup", [], { ...data.env, BACKUP_DIR: backupDir });
    const writesDuringBackup = load.enquiries.length - acknowledged.enquiries.length;
    await load.stop();
    await server.stop();

    expect(backup.stderr).not.toMatch(/^Warning:|Backup failed/m);
    expect(backup.code).toBe(0);
    const archive = backup.stdout.trim().split("\n").at(-1)!;
    expect(archive).toMatch(archiveName);
    expect(path.dirname(archive)).toBe(backupDir);
    expect(writesDuringBackup).toBeGreaterThan(0);

    // The database is lost with the machine; the archive comes back into a fresh folder.
    await data.loseDatabase();
    const freshDir = tempDir("site-restored-");
    const restored = await npmRun("restore", [archive], { ...data.env, DATA_DIR: freshDir });
    expect(restored.stderr).not.toMatch(/failed/i);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/Restored the (SQLite database|PostgreSQL schema \w+) and \d+ files into/);

    const copy = await startServerProcess({ ...data.env, DATA_DIR: freshDir });
    try {
      const cover = await fetch(`${copy.url}${post.image}`);
      expect([cover.status, cover.headers.get("content-type")]).toEqual([200, "image/webp"]);
      expect((await fetch(`${copy.url}/api/blogs/${post.id}`)).status).toBe(200);
      // The session secret came back too: the editor's session still holds.
      expect((await fetch(`${copy.url}/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      await copy.stop();
    }
    expect(readFileSync(path.join(freshDir, "private-files", "templates", "leave-policy.docx"))).toEqual(
      readFileSync(privateFile),
    );
    expect(readFileSync(path.join(freshDir, "session-secret"), "utf8")).toBe(
      readFileSync(path.join(dataDir, "session-secret"), "utf8"),
    );
    expect(existsSync(path.join(freshDir, "upload.tmp"))).toBe(false);

    const db = openDatabase({ ...data.env, DATA_DIR: freshDir });
    try {
      const enquiries = new Set((await db.selectFrom("enquiries").select("id").execute()).map((r) => Number(r.id)));
      const orders = new Set((await db.selectFrom("orders").select("id").execute()).map((r) => Number(r.id)));
      expect(acknowledged.enquiries.length).toBeGreaterThanOrEqual(30);
      expect(acknowledged.enquiries.filter((a) => !enquiries.has(a))).toEqual([]);
      expect(acknowledged.orders.filter((a) => !orders.has(a))).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it("restores only into an empty DATA_DIR unless --force, which replaces the database", async () => {
    const data = await serverData();
    const backupDir = tempDir("site-backups-");
    const server = await startServerProcess(data.env);
    const before = await startWriteLoad(server.url, 1);
    await until(() => before.enquiries.length >= 3);
    await before.stop();
    await server.stop();
    const { archive } = await createBackup({ ...data.env, BACKUP_DIR: backupDir, BACKUP_KEEP: 5 });

    // Rows written after the backup are gone once --force puts the archive back.
    const again = await startServerProcess(data.env);
    const after = await startWriteLoad(again.url, 1);
    await until(() => after.enquiries.length >= 2);
    await after.stop();
    await again.stop();

    const refused = await npmRun("restore", [archive], { ...data.env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Restore failed: DATA_DIR ${data.env.DATA_DIR} is not empty`);
    expect(refused.stderr).toContain("add --force");
    expect((await npmRun("restore", [], data.env)).stderr).toContain(
      "Usage: npm run restore -- <archive.tar.gz> [--force]",
    );

    const forced = await npmRun("restore", [archive, "--force"], { ...data.env });
    expect(forced.code).toBe(0);
    const db = openDatabase(data.env);
    try {
      const ids = (await db.selectFrom("enquiries").select("id").execute()).map((r) => Number(r.id));
      expect(ids.sort((a, b) => a - b)).toEqual([...before.enquiries].sort((a, b) => a - b));
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it("keeps the newest BACKUP_KEEP archives, and skips BACKUP_DIR inside DATA_DIR", async () => {
    const dataDir = tempDir("site-data-");
    writeFileSync(path.join(dataDir, "notes.txt"), "kept");
    const backupDir = path.join(dataDir, "backups");
    const env = { DATA_DIR: dataDir, DATABASE_URL: undefined, BACKUP_DIR: backupDir, BACKUP_KEEP: 2 };
    const made = [];
    for (const day of [1, 2, 3]) made.push(await createBackup(env, new Date(Date.UTC(2026, 10, day))));
    expect(made.map((m) => m.files)).toEqual([1, 1, 1]);
    expect(made[2]!.removed).toEqual([made[0]!.archive]);
    expect(readdirSync(backupDir).sort()).toEqual([
      "site-backup-2026-11-02T00-00-00-000Z.tar.gz",
      "site-backup-2026-11-03T00-00-00-000Z.tar.gz",
    ]);
  });

  it("archives a file that grows while the backup reads it, as it stood when copied", async () => {
    // The file outbox is appended to while the site runs; archiving it live failed under load with
    // tar's "did not encounter expected EOF".
    const dataDir = tempDir("site-data-");
    const outbox = path.join(dataDir, "outbox.jsonl");
    const line = `${JSON.stringify({ channel: "email", to: "a@example.com", subject: "s", text: "t".repeat(200) })}\n`;
    writeFileSync(outbox, line.repeat(20_000));
    let appending = true;
    const appender = (async () => {
      while (appending) {
        appendFileSync(outbox, line.repeat(5));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const backupDir = tempDir("site-backups-");
    const env = { DATA_DIR: dataDir, DATABASE_URL: undefined, BACKUP_DIR: backupDir, BACKUP_KEEP: 3 };
    try {
      for (let i = 0; i < 3; i++) expect((await createBackup(env, new Date(Date.UTC(2026, 10, i + 1)))).files).toBe(1);
    } finally {
      appending = false;
      await appender;
    }
    const restoredDir = tempDir("site-restored-");
    const newest = path.join(backupDir, readdirSync(backupDir).sort().at(-1)!);
    await restoreBackup({ DATA_DIR: restoredDir, DATABASE_URL: undefined, BACKUP_DIR: backupDir }, newest, {
      force: false,
    });
    const copy = readFileSync(path.join(restoredDir, "outbox.jsonl"), "utf8");
    expect(copy.length % line.length).toBe(0);
    expect(copy.length).toBeGreaterThanOrEqual(line.length * 20_000);
  });

  it.runIf(process.env["DATABASE_URL"])(
    "says the PostgreSQL database is missing when pg_dump is not installed",
    async () => {
      const data = await serverData();
      writeFileSync(path.join(data.env.DATA_DIR, "notes.txt"), "kept");
      const savedPath = process.env["PATH"];
      process.env["PATH"] = path.dirname(process.execPath);
      try {
        const result = await createBackup({ ...data.env, BACKUP_DIR: tempDir("site-backups-"), BACKUP_KEEP: 1 });
        expect(result.manifest.database).toBe("none");
        expect(result.files).toBe(1);
        expect(result.warnings).toEqual([
          expect.stringMatching(/^The PostgreSQL database is NOT in this archive: pg_dump is not installed/),
        ]);
      } finally {
        process.env["PATH"] = savedPath;
      }
    },
  );

  it("writes archives on a schedule when BACKUP_INTERVAL_HOURS is set", async () => {
    const dataDir = tempDir("site-data-");
    writeFileSync(path.join(dataDir, "notes.txt"), "kept");
    const backupDir = tempDir("site-backups-");
    const logged: string[] = [];
    const log = { info: (_: unknown, m: string) => logged.push(m), warn: () => {}, error: () => {} };
    const job = backupJob(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        BACKUP_DIR: backupDir,
        BACKUP_KEEP: 3,
        BACKUP_INTERVAL_HOURS: 0.0001,
      },
      log as never,
    )!;
    // The first archive comes one interval after start, not at once (a restart loop fills no disk).
    expect(job.firstAfterMs).toBe(job.everyMs);
    const scheduler = new JobScheduler([job], log as never);
    scheduler.start();
    try {
      await until(() => readdirSync(backupDir).filter((n) => archiveName.test(n)).length >= 2);
    } finally {
      await scheduler.stop();
    }
    expect(logged).toContain("backup written");
    const off = backupJob(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        BACKUP_DIR: tempDir("none-"),
        BACKUP_KEEP: 3,
        BACKUP_INTERVAL_HOURS: 0,
      },
      log as never,
    );
    expect(off).toBeUndefined();
  });
});
