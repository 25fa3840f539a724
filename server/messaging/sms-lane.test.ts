import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { parseEnv } from "../env.ts";
import { createTestDb, type TestDb } from "../../tests/setup/test-db.ts";
import type { FastifyInstance } from "fastify";
import { enqueueMessage } from "./outbox.repository.ts";
import type { MessageProvider } from "./providers.ts";
import type { OutgoingMessage } from "./outbox.ts";
import { otpSms } from "./templates.ts";

// Security review M2: a flood of public-form mail must not hold up login codes.
let testDb: TestDb;
let app: FastifyInstance;
let slowMail = true;
const sms: { message: OutgoingMessage; at: number }[] = [];
let mailed = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: testDb.dataDir,
    LIMIT_PER_ADDRESS: "100000/60",
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
  });
  // An SMTP server that takes 40 ms a mail: 500 mails are 20 s of work.
  const email: MessageProvider = {
    async send() {
      if (slowMail) await new Promise((resolve) => setTimeout(resolve, 40));
      mailed += 1;
    },
  };
  const smsProvider: MessageProvider = { send: async (message) => void sms.push({ message, at: performance.now() }) };
  app = await buildApp({
    env,
    db: testDb.db,
    logger: false,
    messaging: { providers: { sms: smsProvider, email }, worker: { pollMs: 200 } },
  });
  await app.ready();
});
afterAll(async () => {
  slowMail = false;
  await app.close();
  await testDb.destroy();
});

it("delivers an OTP within seconds while 500 e-mails wait", async () => {
  for (let i = 0; i < 500; i++)
    await enqueueMessage(testDb.db, { channel: "email", to: `flood${i}@example.com`, subject: "s", text: "t" });
  app.outboxWorker.start();
  await new Promise((resolve) => setTimeout(resolve, 300)); // the e-mail backlog is being worked through
  const asked = performance.now();
  const answer = await app.inject({ method: "POST", url: "/auth/send-otp", payload: { mobileNumber: "9999999999" } });
  expect(answer.statusCode).toBe(200);
  await expect.poll(() => sms.length, { timeout: 5000, interval: 50 }).toBe(1);
  expect(sms[0]!.message.text).toMatch(/\b\d{6}\b/);
  expect(sms[0]!.at - asked).toBeLessThan(3000);
  expect(mailed).toBeLessThan(500);
});

it("hands login codes to the gateway before other texts that were due first", async () => {
  slowMail = false;
  await app.outboxWorker.stop();
  sms.length = 0;
  for (let i = 0; i < 12; i++)
    await enqueueMessage(testDb.db, { channel: "sms", to: "9999999998", subject: "Login alert", text: `alert ${i}` });
  await enqueueMessage(testDb.db, otpSms("9999999999", "123456"), new Date(), { secret: true });
  await app.outboxWorker.drain();
  expect(sms[0]!.message.subject).toBe("Login code");
  expect(sms).toHaveLength(13);
});
