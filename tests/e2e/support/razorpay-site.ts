import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { readOutboxFile, type OutboxLine } from "../../setup/api-helpers.ts";
import { startRazorpayStandIn, type RazorpayStandIn } from "../../setup/razorpay-stand-in.ts";
import { e2ePort } from "./server.ts";

/** A second whole site (pages and API) run with PAYMENT_PROVIDER=razorpay against the stand-in. */
export interface RazorpaySite {
  baseUrl: string;
  standIn: RazorpayStandIn;
  sessionSecret: string;
  editorMobile: string;
  outbox(): OutboxLine[];
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
 * Starts the built site (`node server/main.ts`, as the e2e server runs) with the Razorpay adapter
 * pointed at a stand-in on loopback, which posts its signed webhooks back to the site. Its data
 * lives in .tmp/e2e-PORT-razorpay-PID, fresh each time and removed at the end.
 */
export async function startRazorpaySite(): Promise<RazorpaySite> {
  const standIn = await startRazorpayStandIn();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve(import.meta.dirname, `../../../.tmp/e2e-${e2ePort}-razorpay-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const sessionSecret = "razorpay-e2e-secret-razorpay-e2e-secret-0123";
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
      DOWNLOAD_LIMIT: "3",
      ...standIn.env(),
      ...(process.env["BUILD_DIR"] ? { BUILD_DIR: process.env["BUILD_DIR"] } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  standIn.webhookUrl = `${baseUrl}/api/payments/razorpay/webhook`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("the Razorpay site did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    standIn,
    sessionSecret,
    editorMobile,
    outbox: () => readOutboxFile(path.join(dataDir, "outbox.jsonl")),
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      await standIn.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
