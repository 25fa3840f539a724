import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

/** The mobile the bench server lets sign in (EDITOR_MOBILES in run.ts's server environment). */
export const benchEditorMobile = "9999999999";

export interface BenchSession {
  token: string;
  user: unknown;
}

const textsTo = (outboxFile: string) => {
  try {
    return readFileSync(outboxFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { channel: string; to: string; text: string })
      .filter((message) => message.channel === "sms" && message.to.endsWith(benchEditorMobile));
  } catch {
    return [];
  }
};

/**
 * Signs the bench's editor in as a person would (POST /auth/send-otp, the code from the file outbox,
 * POST /auth/verify-otp) and answers what the browser stores after a login.
 */
export async function signInEditor(base: string, outboxFile: string): Promise<BenchSession> {
  const before = textsTo(outboxFile).length;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const sent = await post("/auth/send-otp", { mobileNumber: benchEditorMobile });
  if (!sent.ok) throw new Error(`send-otp answered ${sent.status}`);
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    code = /\b(\d{6})\b/.exec(textsTo(outboxFile)[before]?.text ?? "")?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!code) throw new Error("no login code reached the outbox");
  const verified = await post("/auth/verify-otp", { mobileNumber: benchEditorMobile, otp: code });
  if (!verified.ok) throw new Error(`verify-otp answered ${verified.status}`);
  return (await verified.json()) as BenchSession;
}

/**
 * Puts the session into the browser's storage for `base`, as a past login would have, through the
 * debugging port Lighthouse then audits on (with its storage reset turned off).
 */
export async function storeSession(debuggingPort: number, base: string, session: BenchSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    // A page that needs no session, on the same origin.
    await page.goto(`${base}/privacy`);
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem("token", token);
        localStorage.setItem("user", user);
      },
      [session.token, JSON.stringify(session.user)] as const,
    );
    await page.close();
  } finally {
    await browser.close();
  }
}
