import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { genericMessages } from "../../contract/api/errors.ts";
import { paymentPaths } from "../../contract/shop/payments.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { containsNul } from "./input-hygiene.ts";

const MB = 1024 * 1024;

describe("containsNul", () => {
  it("finds a NUL in a nested string or key", () => {
    expect(containsNul({ a: [{ b: "x\u0000" }] })).toBe(true);
    expect(containsNul({ ["k\u0000"]: 1 })).toBe(true);
    expect(containsNul(Object.assign(Object.create(null) as object, { a: "\u0000" }))).toBe(true);
    expect(containsNul({ a: ["x", { b: "y" }] })).toBe(false);
  });

  it("returns at once for a 1 MB Buffer instead of walking it byte by byte", () => {
    const bytes = Buffer.alloc(MB);
    const started = performance.now();
    expect(containsNul(bytes)).toBe(false);
    expect(performance.now() - started).toBeLessThan(5);
  });
});

describe("a stranger posting megabytes to the payment webhook (security review H1)", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: "rzp_test_key",
      RAZORPAY_KEY_SECRET: "key-secret",
      RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
      RAZORPAY_BASE_URL: "http://127.0.0.1:9",
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const megabyte = Buffer.alloc(MB - 16, 1);
  const postMegabyte = () =>
    fetch(`${base}${paymentPaths.razorpayWebhook}`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", "x-razorpay-signature": "0".repeat(64) },
      body: megabyte,
    });

  it("answers a 1 MB body well under 100 ms, and a flood of them leaves /healthz answering", async () => {
    await postMegabyte(); // warm the connection pool and the route
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    const answer = await postMegabyte();
    const took = performance.now() - started;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      error: genericMessages.payloadTooLarge,
      message: genericMessages.payloadTooLarge,
    });
    expect(took).toBeLessThan(100);
    delay.disable();
    // No stretch of blocked event loop anywhere near the 0.75 s per megabyte of the old walk (the
    // margin is for a busy test machine, where timers also run late).
    expect(delay.max / 1e6).toBeLessThan(200);

    const flood = Array.from({ length: 20 }, postMegabyte);
    const healthStarted = performance.now();
    const health = await fetch(`${base}/healthz`);
    const healthTook = performance.now() - healthStarted;
    const floodAnswers = await Promise.all(flood);
    expect(health.status).toBe(200);
    expect(healthTook).toBeLessThan(500);
    expect(floodAnswers.map((a) => a.status)).toEqual(Array(20).fill(413));
  });
});
