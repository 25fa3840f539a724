import { chromium } from "@playwright/test";
import { readOutboxFile } from "../tests/setup/api-helpers.ts";

/** The mobile the bench server lets sign in (EDITOR_MOBILES in run.ts's server environment). */
export const benchEditorMobile = "9999999999";

export interface BenchSession {
  token: string;
  user: unknown;
}

const textsTo = (outboxFile: string, mobile: string) =>
  readOutboxFile(outboxFile).filter((message) => message.channel === "sms" && message.to.endsWith(mobile));

/**
 * Signs an editor in as a person would (POST /auth/send-otp, the code from the file outbox, POST
 * /auth/verify-otp) and answers what the browser stores after a login. Codes are told apart by
 * count, not time, so an earlier (spent) code is never read as the new one.
 */
export async function signInEditor(
  base: string,
  outboxFile: string,
  mobile = benchEditorMobile,
): Promise<BenchSession> {
  const before = textsTo(outboxFile, mobile).length;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const sent = await post("/auth/send-otp", { mobileNumber: mobile });
  if (!sent.ok) throw new Error(`send-otp answered ${sent.status}`);
  let code: string | undefined;
  for (let i = 0; i < 300 && !code; i++) {
    code = /\b(\d{6})\b/.exec(textsTo(outboxFile, mobile)[before]?.text ?? "")?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code) throw new Error("no login code reached the outbox");
  const verified = await post("/auth/verify-otp", { mobileNumber: mobile, otp: code });
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
