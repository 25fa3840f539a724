import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { expect } from "@playwright/test";
import { readOutboxFile, type OutboxLine } from "../../setup/api-helpers.ts";
import { e2ePort } from "./server.ts";

/**
 * A second whole site (pages and API, `node server/main.ts` as the e2e server runs it) for a spec
 * that changes what every page shows (the brand, a published page, the payment provider), so the
 * specs running beside it on the shared server keep reading the defaults.
 */
export interface OwnSite {
  baseUrl: string;
  sessionSecret: string;
  editorMobile: string;
  outbox(): OutboxLine[];
  /** Signs `mobile` in through the OTP texted to it and returns the session the browser would store. */
  signIn(mobile?: string): Promise<{ token: string; user: unknown }>;
  stop(): Promise<void>;
}

/** A port the system has just handed out and taken back (the e2e server keeps E2E_PORT). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts the built site on a free port with its own data in .tmp/e2e-PORT-NAME-PID (fresh each
 * time, removed by stop()); `env` adds to or overrides the e2e server's settings.
 */
export async function startOwnSite(
  name: string,
  env: (baseUrl: string) => Record<string, string> = () => ({}),
): Promise<OwnSite> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve(import.meta.dirname, `../../../.tmp/e2e-${e2ePort}-${name}-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const sessionSecret = `${name}-e2e-secret-0123456789-0123456789-abcdef`;
  const editorMobile = "9999999990";
  const child: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    env: {
      PATH: process.env["PATH"] ?? "",
      NODE_ENV: "test",
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: sessionSecret,
      SMS_PROVIDER: "file",
      MAIL_TRANSPORT: "file",
      LIMIT_PER_ADDRESS: "100000/60",
      EDITOR_MOBILES: editorMobile,
      LOG_LEVEL: "warn",
      ...env(baseUrl),
      ...(process.env["BUILD_DIR"] ? { BUILD_DIR: process.env["BUILD_DIR"] } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the ${name} site did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const outbox = () => readOutboxFile(path.join(dataDir, "outbox.jsonl"));
  const post = (route: string, body: unknown) =>
    fetch(`${baseUrl}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  return {
    baseUrl,
    sessionSecret,
    editorMobile,
    outbox,
    async signIn(mobile = editorMobile) {
      const texts = () => outbox().filter((m) => m.channel === "sms" && m.to.endsWith(mobile));
      const mark = texts().length;
      await post("/auth/send-otp", { mobileNumber: mobile });
      let otp: string | undefined;
      await expect.poll(() => (otp = texts()[mark]?.text.match(/\b(\d{6})\b/)?.[1]), { intervals: [100] }).toBeTruthy();
      const answer = await post("/auth/verify-otp", { mobileNumber: mobile, otp });
      expect(answer.status).toBe(200);
      const { token, user } = (await answer.json()) as { token: string; user: unknown };
      return { token, user };
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
