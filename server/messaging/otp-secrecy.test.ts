import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastOtpFor } from "../../tests/setup/api-helpers.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { enqueueMessage } from "./outbox.repository.ts";
import { OutboxWorker } from "./outbox-worker.ts";
import { otpSms } from "./templates.ts";

// Security review L2: whoever can read the database or the log must not find a live login code.
describe("a login code after it is sent", () => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ SMS_PROVIDER: "file", LOG_LEVEL: "trace" }, undefined, log);
  });
  afterAll(() => t.close());

  it("is in the SMS (the file outbox) but neither in the outbox table nor in any log line", async () => {
    const sent = await t.app.inject({ method: "POST", url: "/auth/send-otp", payload: { mobileNumber: "9999999999" } });
    expect(sent.statusCode).toBe(200);
    const code = (await lastOtpFor(t, "9999999999"))!;
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.selectFrom("outbox").select(["body", "status"]).where("channel", "=", "sms").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("sent");
    expect(rows[0]!.body).not.toContain(code);
    expect(rows[0]!.body).toContain("[code] is your");
    const verified = await t.app.inject({
      method: "POST",
      url: "/auth/verify-otp",
      payload: { mobileNumber: "9999999999", otp: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(log.length).toBeGreaterThan(0);
    expect(log.filter((line) => line.includes(code))).toEqual([]);
  });

  it("is removed from the table when its delivery is given up too", async () => {
    const down = { send: async () => Promise.reject(new Error("gateway down")) };
    const silent = { info() {}, warn() {}, error() {} } as never;
    const worker = new OutboxWorker({ db: t.db, providers: { sms: down, email: down }, log: silent, maxAttempts: 1 });
    const id = await enqueueMessage(t.db, otpSms("9999999998", "482913"), new Date(), { secret: true });
    await worker.drain();
    const row = await t.db
      .selectFrom("outbox")
      .select(["body", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed" });
    expect(row.body).not.toContain("482913");
    await worker.stop();
  });
});
