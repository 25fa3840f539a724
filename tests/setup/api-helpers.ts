import { readFileSync } from "node:fs";
import type { TestApp } from "./test-app.ts";

export interface OutboxLine {
  channel: "sms" | "email";
  to: string;
  subject: string;
  text: string;
  at: string;
  /** Only on e-mails that have an HTML part (newsletters). */
  html?: string;
  /** Only on e-mails with extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Only on e-mails with files (a booking's invitation). */
  attachments?: { filename: string; contentType: string; bytes: number; text?: string }[];
}

/** Messages delivered so far to the `file` providers' OUTBOX_FILE. */
export function readOutboxFile(file: string): OutboxLine[] {
  try {
    return readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxLine);
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
  const verified = await t.app.inject({
    method: "POST",
    url: "/auth/verify-otp",
    payload: { mobileNumber: mobile, otp },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  return verified.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface MultipartFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(parts: Record<string, string | MultipartFile>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "string") {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(value.data, Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** The first mailing-list link (`…?token=…`) in an e-mail's text, as a path for inject(). */
export function linkPathIn(t: TestApp, text: string): string {
  const url = /https?:\/\/\S+\?token=\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no mailing-list link in: ${text}`);
  return url.replace(t.env.PUBLIC_BASE_URL, "");
}

/**
 * Signs an address up through POST /api/subscribe and opens its confirmation link (double opt-in);
 * answers the address's topics token, from the confirmed page the link leads to (decision 085).
 */
export async function confirmedSubscriber(t: TestApp, email: string): Promise<string> {
  const answer = await t.app.inject({ method: "POST", url: "/api/subscribe", payload: { email } });
  if (answer.statusCode !== 201) throw new Error(`subscribe answered ${answer.statusCode}: ${answer.body}`);
  await t.app.outboxWorker.drain();
  const mail = readOutboxFile(t.env.OUTBOX_FILE).filter(
    (m) => m.to === email && m.subject.startsWith("Please confirm"),
  );
  const opened = await t.app.inject({ url: linkPathIn(t, mail.at(-1)?.text ?? "") });
  const page = String(opened.headers.location);
  if (!page.startsWith("/mailing-list/confirmed?token=")) throw new Error(`confirmation failed for ${email}`);
  return new URL(page, "http://x").searchParams.get("token")!;
}
