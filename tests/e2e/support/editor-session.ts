import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { readOutbox } from "./server.ts";

/**
 * The editor mobile this test worker signs in with: one per parallel slot (all are in the e2e
 * server's EDITOR_MOBILES), because a new OTP replaces the previous one for the same number and two
 * tests signing in at once would otherwise invalidate each other's codes.
 */
export const editorMobile = String(9_999_999_999 - Number(process.env["TEST_PARALLEL_INDEX"] ?? 0));

const textsTo = (mobile: string) => readOutbox().filter((m) => m.channel === "sms" && m.to.endsWith(mobile));

/** How many texts `mobile` has had so far: take it before asking for a code, and give it to waitForOtp. */
export function otpMark(mobile: string): number {
  return textsTo(mobile).length;
}

/**
 * Waits for the first text to `mobile` after `mark` (otpMark) and returns its 6 digits. Counting,
 * not comparing times, so a code sent a moment earlier (and spent) is never read as the new one.
 */
export async function waitForOtp(mobile: string, mark: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        code = textsTo(mobile)[mark]?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      // The outbox delivers within a second or two: look often rather than back off to a second.
      { timeout: 15_000, intervals: [100] },
    )
    .toBeTruthy();
  return code as string;
}

export interface EditorSession {
  token: string;
  user: unknown;
}

let workerSession: Promise<EditorSession> | undefined;

/**
 * The worker's editor session: signed in once through the API, then shared by every test the worker
 * runs (a test that needs a session of its own calls newEditorSession). The OTP form itself is
 * tested once, in console/login.spec.ts.
 */
export function editorSession(request: APIRequestContext, mobile = editorMobile): Promise<EditorSession> {
  // Another staff mobile (an author, say) signs in on its own each time.
  if (mobile !== editorMobile) return newEditorSession(request, mobile);
  workerSession ??= newEditorSession(request).catch((err: unknown) => {
    workerSession = undefined;
    throw err;
  });
  return workerSession;
}

/** Signs the editor (or another staff mobile) in through the API and returns the token and user the browser would store. */
export async function newEditorSession(request: APIRequestContext, mobile = editorMobile): Promise<EditorSession> {
  const mark = otpMark(mobile);
  expect((await request.post("/auth/send-otp", { data: { mobileNumber: mobile } })).ok()).toBe(true);
  const otp = await waitForOtp(mobile, mark);
  const answer = await request.post("/auth/verify-otp", { data: { mobileNumber: mobile, otp } });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { token: string; user: unknown };
  return { token: body.token, user: body.user };
}

/** Puts a session into the page's storage before any script runs (as a past login would have). */
export async function signInPage(page: Page, session: EditorSession): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      if (!window.sessionStorage.getItem("e2e-signed-in")) {
        window.localStorage.setItem("token", token as string);
        window.localStorage.setItem("user", JSON.stringify(user));
        window.sessionStorage.setItem("e2e-signed-in", "1");
      }
    },
    [session.token, session.user] as const,
  );
}
