import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSite } from "../../contract/shared/site.ts";
import { readOutboxFile } from "../../tests/setup/api-helpers.ts";
import { headerLines, startSmtp, stopSmtp } from "../../tests/setup/smtp-server.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { claimDueMessages, enqueueMessage } from "./outbox.repository.ts";
import { backoffMs, OutboxWorker } from "./outbox-worker.ts";
import type { MessageProvider } from "./providers.ts";

describe("retry delays", () => {
  it("double from the base delay up to the cap", () => {
    expect([1, 2, 3, 4, 10].map((n) => backoffMs(n, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });
});

describe("e-mail through SMTP, with an outage", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // Learn a free port, then take the server down: the app starts during an outage.
    const probe = await startSmtp();
    port = probe.port;
    await stopSmtp(probe.server);
    t = await createTestApp({ MAIL_TRANSPORT: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => t.close());

  it("answers the enquiry at once, retries later and delivers once the server is back", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { name: "Meera", email: "meera@example.com", contact_number: "9876543210" },
    });
    expect(answer.statusCode).toBe(201);

    expect(await t.app.outboxWorker.drain()).toBe(0);
    const failed = await t.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.last_error).toBeTruthy();
    expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now());

    const smtp = await startSmtp(port);
    try {
      // Not due yet: the backoff is respected.
      expect(await t.app.outboxWorker.drain()).toBe(0);
      // The business's alert and the enquirer's acknowledgement (issue 30).
      expect(await t.app.outboxWorker.drain(new Date(Date.now() + 60 * 60_000))).toBe(2);
      expect(smtp.received).toHaveLength(2);
      const alert = smtp.received.find((m) => m.to.includes(defaultSite.emails.primary))!;
      expect(alert.raw).toContain("Subject: New enquiry #");
      expect(alert.raw).toContain("meera@example.com");
      expect(smtp.received.find((m) => m.to.includes("meera@example.com"))!.raw).toContain(
        "Subject: We received your enquiry",
      );
      const sent = await t.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
      expect(sent).toMatchObject({ status: "sent", attempts: 2, last_error: null });
      expect(await t.app.outboxWorker.drain(new Date(Date.now() + 2 * 60 * 60_000))).toBe(0);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await stopSmtp(smtp.server);
    }
  });
});

describe("an e-mail with an HTML part and extra headers", () => {
  const message = {
    channel: "email" as const,
    to: "reader@example.com",
    subject: "November update",
    text: "Plain words.",
    html: "<p>Plain <strong>words</strong>.</p>",
    headers: { "List-Unsubscribe": "<https://example.com/u?token=abc>", "X-Test": "1" },
  };

  it("reaches a real SMTP server as text and HTML alternatives with the headers", async () => {
    const smtp = await startSmtp();
    const t = await createTestApp({ MAIL_TRANSPORT: `smtp://127.0.0.1:${smtp.port}` });
    try {
      await enqueueMessage(t.db, message);
      expect(await t.app.outboxWorker.drain()).toBe(1);
      const headers = headerLines(smtp.received[0]!.raw);
      expect(headers).toContain("List-Unsubscribe: <https://example.com/u?token=abc>");
      expect(headers).toContain("X-Test: 1");
      expect(headers.find((h) => h.startsWith("Content-Type:"))).toMatch(/multipart\/alternative/);
      expect(smtp.received[0]!.raw).toContain("Plain words.");
      expect(smtp.received[0]!.raw).toContain("<strong>words</strong>");
    } finally {
      await t.close();
      await stopSmtp(smtp.server);
    }
  });

  it("adds html and headers to the file outbox line, and nothing to a plain message", async () => {
    const t = await createTestApp();
    try {
      await enqueueMessage(t.db, message);
      await enqueueMessage(t.db, { channel: "sms", to: "9876543210", subject: "s", text: "t" });
      await t.app.outboxWorker.drain();
      // SMS and e-mail are delivered in lanes side by side: which line comes first is not fixed.
      const lines = readOutboxFile(t.env.OUTBOX_FILE);
      const [email, sms] = [lines.find((m) => m.channel === "email"), lines.find((m) => m.channel === "sms")];
      expect(email).toMatchObject({ html: message.html, headers: message.headers, text: message.text });
      expect(Object.keys(sms!)).toEqual(["channel", "to", "subject", "text", "at"]);
    } finally {
      await t.close();
    }
  });
});

describe("outbox worker", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const silent = { info() {}, warn() {}, error() {} } as never;

  it("gives a message up after the last attempt and keeps the reason", async () => {
    const down: MessageProvider = { send: async () => Promise.reject(new Error("gateway down")) };
    const worker = new OutboxWorker({
      db: t.db,
      providers: { sms: down, email: down },
      log: silent,
      baseDelayMs: 1000,
      maxAttempts: 3,
    });
    await enqueueMessage(t.db, { channel: "sms", to: "9999999999", subject: "s", text: "t" });
    let clock = Date.now();
    for (let i = 0; i < 3; i++) {
      await worker.drain(new Date(clock));
      clock += 60_000;
    }
    const row = await t.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", "9999999999")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: 3, last_error: "gateway down" });
    await worker.stop();
  });

  it("sends each message once even when two workers race for it", async () => {
    const sent: string[] = [];
    const provider: MessageProvider = { send: async (m) => void sent.push(m.to) };
    const workers = [1, 2].map(
      () => new OutboxWorker({ db: t.db, providers: { sms: provider, email: provider }, log: silent }),
    );
    for (let i = 0; i < 30; i++)
      await enqueueMessage(t.db, { channel: "email", to: `r${i}@example.com`, subject: "s", text: "t" });
    const counts = await Promise.all(workers.map((w) => w.drain()));
    expect(counts[0]! + counts[1]!).toBe(30);
    expect(new Set(sent).size).toBe(30);
    expect(sent).toHaveLength(30);
    await Promise.all(workers.map((w) => w.stop()));
  });

  it("sends 200 messages exactly once with two workers delivering at once", async () => {
    const sent: string[] = [];
    // A provider that takes a moment, so the two workers' passes overlap.
    const provider: MessageProvider = {
      send: async (m) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        sent.push(m.to);
      },
    };
    const workers = [1, 2].map(
      () => new OutboxWorker({ db: t.db, providers: { sms: provider, email: provider }, log: silent }),
    );
    for (let i = 0; i < 200; i++)
      await enqueueMessage(t.db, { channel: "email", to: `m${i}@example.com`, subject: "s", text: "t" });
    const counts = await Promise.all(workers.map((w) => w.drain()));
    expect(counts[0]! + counts[1]!).toBe(200);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
    expect(sent).toHaveLength(200);
    expect(new Set(sent).size).toBe(200);
    await Promise.all(workers.map((w) => w.stop()));
  });

  it("gives a crashed worker's claimed messages to another when the lease ends", async () => {
    const sent: string[] = [];
    const provider: MessageProvider = { send: async (m) => void sent.push(m.to) };
    const worker = new OutboxWorker({ db: t.db, providers: { sms: provider, email: provider }, log: silent });
    await enqueueMessage(t.db, { channel: "email", to: "crashed@example.com", subject: "s", text: "t" });
    const now = new Date();
    // A worker claims the message for 2 minutes, then its process dies before delivering.
    const claimed = await claimDueMessages(t.db, now, 10, new Date(now.getTime() + 120_000));
    expect(claimed.map((m) => m.recipient)).toContain("crashed@example.com");
    await worker.drain(new Date(now.getTime() + 60_000));
    expect(sent).not.toContain("crashed@example.com");
    await worker.drain(new Date(now.getTime() + 121_000));
    expect(sent).toEqual(["crashed@example.com"]);
    await worker.stop();
  });

  it("delivers in the background once started, without anyone draining", async () => {
    const sent: string[] = [];
    const provider: MessageProvider = { send: async (m) => void sent.push(m.to) };
    const worker = new OutboxWorker({
      db: t.db,
      providers: { sms: provider, email: provider },
      log: silent,
      pollMs: 50,
    });
    worker.start();
    await enqueueMessage(t.db, { channel: "email", to: "later@example.com", subject: "s", text: "t" });
    await expect.poll(() => sent, { timeout: 10_000 }).toContain("later@example.com");
    await worker.stop();
  });
});
