import { readFileSync } from "node:fs";
import type { TestApp } from "../../tests/setup/test-app.ts";

export interface OutboxLine {
  channel: "sms" | "email";
  to: string;
  subject: string;
  text: string;
  at: string;
}

/** Messages delivered so far to the `file` providers' OUTBOX_FILE. */
export function readOutboxFile(file: string): OutboxLine[] {
  try {
    return readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as OutboxLine);
  } catch {
    return [];
  }
}

/** Delivers the outbox now and answers the newest OTP code sent to a mobile. */
export async function lastOtpFor(t: TestApp, mobile: string): Promise<string | undefined> {
  await t.app.outboxWorker.drain();
  const sms = readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.channel === "sms" && m.to === mobile);
  return /\b(\d{6})\b/.exec(sms.at(-1)?.text ?? "")?.[1];
}

/** Logs in through /auth/send-otp and /auth/verify-otp and answers the bearer token. */
export async function loginAs(t: TestApp, mobile = "9999999999"): Promise<string> {
  const sent = await t.app.inject({ method: "POST", url: "/auth/send-otp", payload: { mobileNumber: mobile } });
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const otp = await lastOtpFor(t, mobile);
  if (!otp) throw new Error(`no OTP was sent to ${mobile}`);
  const verified = await t.app.inject({ method: "POST", url: "/auth/verify-otp", payload: { mobileNumber: mobile, otp } });
  if (verified.statusCode !== 200) throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  return verified.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
