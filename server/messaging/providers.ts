import { appendFile } from "node:fs/promises";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Env } from "../env.ts";
import type { Channel, OutgoingMessage } from "./outbox.ts";

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
      log.info({ channel: message.channel, to: message.to, subject: message.subject, text: message.text }, "outgoing message");
    },
  };
}

/** Appends the OPERATING.md JSON line to OUTBOX_FILE (`file`); end-to-end tests read it. */
export function fileProvider(file: string): MessageProvider {
  return {
    async send(message) {
      const line = JSON.stringify({ channel: message.channel, to: message.to, subject: message.subject, text: message.text, at: new Date().toISOString() });
      await appendFile(file, `${line}\n`, "utf8");
    },
  };
}

/** E-mail through SMTP (an smtp:// or smtps:// URL) with nodemailer. */
export function smtpProvider(url: string, from: string): MessageProvider {
  // nodemailer reads options from the URL's query; a dead server must fail fast, not hang the worker.
  const withTimeouts = new URL(url);
  for (const [name, ms] of [["connectionTimeout", "10000"], ["greetingTimeout", "10000"], ["socketTimeout", "30000"]] as const) {
    if (!withTimeouts.searchParams.has(name)) withTimeouts.searchParams.set(name, ms);
  }
  const transport = nodemailer.createTransport(withTimeouts.toString());
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}

/** The providers the environment names (SMS_PROVIDER, MAIL_TRANSPORT, OUTBOX_FILE, MAIL_FROM). */
export function providersFromEnv(env: Pick<Env, "SMS_PROVIDER" | "MAIL_TRANSPORT" | "MAIL_FROM" | "OUTBOX_FILE">, log: FastifyBaseLogger): Providers {
  const pick = (name: string): MessageProvider => {
    if (name === "file") return fileProvider(env.OUTBOX_FILE);
    if (name === "console") return consoleProvider(log);
    return smtpProvider(name, env.MAIL_FROM);
  };
  return { sms: pick(env.SMS_PROVIDER), email: pick(env.MAIL_TRANSPORT) };
}
