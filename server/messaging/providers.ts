import { appendFile } from "node:fs/promises";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Env } from "../env.ts";
import type { Channel, OutgoingMessage } from "./outbox.ts";
import { senderOf } from "./email-address.ts";
import { publishedBrandName } from "../site-identity.ts";

/** Hands one message to a gateway; throws when the gateway did not take it (the worker retries). */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
  close?(): void;
}

export type Providers = Record<Channel, MessageProvider>;

/** Prints the message to the log (OPERATING.md `console`); development sees OTP codes here. */
export function consoleProvider(log: FastifyBaseLogger): MessageProvider {
  return {
    async send(message) {
      const { channel, to, subject, text, headers } = message;
      log.info({ channel, to, subject, text, ...(headers ? { headers } : {}) }, "outgoing message");
    },
  };
}

/**
 * Appends the OPERATING.md JSON line to OUTBOX_FILE (`file`); end-to-end tests read it. A message
 * with an HTML part, extra headers or attachments adds `html`, `headers` and `attachments` fields
 * after the five of OPERATING.md.
 */
export function fileProvider(file: string): MessageProvider {
  return {
    async send(message) {
      const line = JSON.stringify({
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
        at: new Date().toISOString(),
        ...(message.html !== undefined ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        // The files' names, types and sizes; their bytes stay in the outbox row.
        ...(message.attachments
          ? {
              attachments: message.attachments.map(({ filename, contentType, base64 }) => ({
                filename,
                contentType,
                bytes: Buffer.byteLength(base64, "base64"),
                // A text file (a calendar invitation) is written out too, so it can be read back.
                ...(contentType.startsWith("text/") ? { text: Buffer.from(base64, "base64").toString("utf8") } : {}),
              })),
            }
          : {}),
      });
      await appendFile(file, `${line}\n`, "utf8");
    },
  };
}

/** E-mail through SMTP (an smtp:// or smtps:// URL) with nodemailer. */
export function smtpProvider(url: string, from: string): MessageProvider {
  // nodemailer reads options from the URL's query; a dead server must fail fast, not hang the worker.
  const withTimeouts = new URL(url);
  for (const [name, ms] of [
    ["connectionTimeout", "10000"],
    ["greetingTimeout", "10000"],
    ["socketTimeout", "30000"],
  ] as const) {
    if (!withTimeouts.searchParams.has(name)) withTimeouts.searchParams.set(name, ms);
  }
  const transport = nodemailer.createTransport(withTimeouts.toString());
  return {
    async send(message) {
      const { to, subject, text, html, headers, attachments } = message;
      await transport.sendMail({
        from: senderOf(from, publishedBrandName()),
        to,
        subject,
        text,
        ...(html !== undefined ? { html } : {}),
        headers,
        ...(attachments
          ? {
              attachments: attachments.map(({ filename, contentType, base64 }) => ({
                filename,
                contentType,
                content: Buffer.from(base64, "base64"),
              })),
            }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}

export interface Msg91Options {
  authKey: string;
  /** The MSG91 template (flow) id; in India the template carries the DLT template id and sender. */
  templateId: string;
  /** https://control.msg91.com; tests point it at a loopback server. */
  baseUrl?: string;
  /** Template variable that receives the whole message text. */
  textVariable?: string;
  /** Template variable that receives the 6-digit code when the text contains one (OTP messages). */
  codeVariable?: string;
  /** How long one request may take before it counts as failed (and is retried by the worker). */
  timeoutMs?: number;
}

/**
 * SMS through MSG91's Flow API (`SMS_PROVIDER=msg91`). What this relies on:
 * - MSG91's "Send SMS via FLOW" page (https://control.msg91.com/apidoc/textsms/send-sms-flow.php):
 *   `POST https://control.msg91.com/api/v5/flow/`, headers `authkey` and
 *   `Content-Type: application/json`; `recipients` is an array of `{ "mobiles": "919XXXXXXXXX",
 *   "<VAR>": "value" }` with the mobile in international form (91 + 10 digits) and each template
 *   variable named exactly (case-sensitive) as in the template; the sender id set on the
 *   template is used when none is passed; the answer is `{ "message": "<id>", "type": "success" }`.
 * - MSG91's API pages give errors as `{ "type": "error", "message": "<reason>", "code": "..." }`
 *   (https://api.msg91.com/apidoc/textsms/send-sms-v1.php), which can come with HTTP 200, so
 *   `type` is checked as well as the status.
 * - The current body names the template `template_id` (older pages: `flow_id`), as in the
 *   Pipedream MSG91 "Send SMS" action that follows https://docs.msg91.com/sms/send-sms
 *   (github.com/PipedreamHQ/pipedream components/msg91/actions/send-sms/send-sms.mjs).
 * Indian operators deliver only text matching a DLT-approved template, and a DLT variable holds
 * at most 30 characters (DLT FAQ, e.g. docs.localmail.io "Everything to know about DLT India"),
 * so the whole text (`textVariable`) suits templates outside DLT, while an OTP template uses the
 * code variable: `##otp## is your … login code …`. Every recipient object carries both; extra
 * keys are harmless (Appwrite's adapter, utopia-php/messaging Msg91.php, sends its text as both
 * `content` and `otp` to any template).
 */
export function msg91Provider(options: Msg91Options): MessageProvider {
  const url = `${(options.baseUrl ?? "https://control.msg91.com").replace(/\/+$/, "")}/api/v5/flow`;
  const textVariable = options.textVariable ?? "message";
  const codeVariable = options.codeVariable ?? "otp";
  const timeoutMs = options.timeoutMs ?? 10_000;
  // A reason is stored in outbox.last_error and logged: it must never carry the key.
  const clean = (reason: string) =>
    reason.split(options.authKey).join("[key]").replace(/\s+/g, " ").trim().slice(0, 200);
  return {
    async send(message) {
      if (!/^\d{10}$/.test(message.to)) throw new Error("MSG91: the recipient is not a 10-digit Indian mobile");
      const recipient: Record<string, string> = { mobiles: `91${message.to}`, [textVariable]: message.text };
      const code = /\b\d{6}\b/.exec(message.text)?.[0];
      if (code !== undefined) recipient[codeVariable] = code;
      let response: Response;
      let body: string;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { authkey: options.authKey, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ template_id: options.templateId, recipients: [recipient] }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await response.text();
      } catch (err) {
        const name = (err as Error)?.name;
        if (name === "TimeoutError" || name === "AbortError")
          throw new Error(`MSG91: no answer within ${timeoutMs} ms`, { cause: err });
        const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
        throw new Error(
          clean(`MSG91: request failed: ${cause?.code ?? cause?.message ?? (err as Error)?.message ?? String(err)}`),
          { cause: err },
        );
      }
      let answer: { type?: unknown; message?: unknown } = {};
      try {
        const parsed: unknown = JSON.parse(body);
        if (parsed !== null && typeof parsed === "object") answer = parsed as typeof answer;
      } catch {
        // Not JSON (a proxy's error page, say): the status alone decides.
      }
      if (!response.ok || answer.type === "error") {
        const detail = [
          typeof answer.type === "string" ? answer.type : "",
          typeof answer.message === "string" ? answer.message : "",
        ]
          .filter(Boolean)
          .join(": ");
        throw new Error(clean(`MSG91: HTTP ${response.status}${detail ? ` ${detail}` : ""}`));
      }
    },
  };
}

/** The providers the environment names (SMS_PROVIDER with MSG91_*, MAIL_TRANSPORT, OUTBOX_FILE, MAIL_FROM). */
export function providersFromEnv(
  env: Pick<Env, "SMS_PROVIDER" | "MAIL_TRANSPORT" | "MAIL_FROM" | "OUTBOX_FILE"> &
    Partial<
      Pick<
        Env,
        "MSG91_AUTH_KEY" | "MSG91_TEMPLATE_ID" | "MSG91_BASE_URL" | "MSG91_TEXT_VARIABLE" | "MSG91_CODE_VARIABLE"
      >
    >,
  log: FastifyBaseLogger,
): Providers {
  const pick = (name: string): MessageProvider => {
    if (name === "file") return fileProvider(env.OUTBOX_FILE);
    if (name === "console") return consoleProvider(log);
    return smtpProvider(name, env.MAIL_FROM);
  };
  const sms = (): MessageProvider => {
    if (env.SMS_PROVIDER !== "msg91") return pick(env.SMS_PROVIDER);
    // parseEnv already refuses msg91 without these; this guards hand-built environments.
    if (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID)
      throw new Error("SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID");
    return msg91Provider({
      authKey: env.MSG91_AUTH_KEY,
      templateId: env.MSG91_TEMPLATE_ID,
      baseUrl: env.MSG91_BASE_URL,
      textVariable: env.MSG91_TEXT_VARIABLE,
      codeVariable: env.MSG91_CODE_VARIABLE,
    });
  };
  return { sms: sms(), email: pick(env.MAIL_TRANSPORT) };
}
