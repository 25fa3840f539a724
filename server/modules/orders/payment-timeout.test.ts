import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaths, type AdminOrder } from "../../../contract/console/admin.ts";
import { jobNames } from "../../jobs/job-names.ts";
import { scheduledJobs } from "../../scheduled-jobs.ts";
import { orderPageFor } from "../order-page/order-page.service.ts";
import { seedIfEmpty } from "../../db/seed.ts";
import { parseEnv } from "../../env.ts";
import { ContentEvents } from "../../events/content-events.ts";
import { bearer, loginAs, readOutboxFile } from "../../../tests/setup/api-helpers.ts";
import { placeOrder, sendWebhook, testBuyer } from "../../../tests/setup/razorpay-orders.ts";
import { startRazorpayStandIn, type RazorpayStandIn } from "../../../tests/setup/razorpay-stand-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { createTestDb, type TestDb } from "../../../tests/setup/test-db.ts";

const BASE = "https://shop.example";
const HOUR = 3_600_000;

// ORDER_PAYMENT_TIMEOUT_HOURS and the job `order-payment-timeout` (decision 035), with the
// Razorpay stand-in on loopback, on SQLite or (DATABASE_URL) PostgreSQL.
describe("orders awaiting payment expire", () => {
  let t: TestApp;
  let rzp: RazorpayStandIn;
  let product: { id: number; price_paise: number };
  let auth: Record<string, string>;

  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp({ ...rzp.env(), PUBLIC_BASE_URL: BASE, ORDER_PAYMENT_TIMEOUT_HOURS: "48" });
    await seedIfEmpty(t.db);
    product = await t.db.selectFrom("products").select(["id", "price_paise"]).orderBy("id").executeTakeFirstOrThrow();
    auth = bearer(await loginAs(t));
  });
  afterAll(async () => {
    await t.close();
    await rzp.close();
  });

  const place = (email = testBuyer.email) => placeOrder(t, product, { extra: { email } });
  /** Moves the order's placing back in time, as if it had waited that long. */
  const placedAgo = (id: number, ms: number) =>
    t.db
      .updateTable("orders")
      .set({ created_at: new Date(Date.now() - ms).toISOString() })
      .where("id", "=", id)
      .execute();
  const order = (id: number) => t.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const history = (id: number) =>
    t.db.selectFrom("order_events").selectAll().where("order_id", "=", id).orderBy("id").execute();
  const runJob = (now = new Date()) => t.app.jobs.run(jobNames.orderPaymentTimeout, now);
  const webhook = (w: { body: string; signature: string }) => sendWebhook(t, w);
  async function mailTo(email: string) {
    await t.app.outboxWorker.drain();
    return readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.to === email);
  }

  it("each payment link expires when its order would: ORDER_PAYMENT_TIMEOUT_HOURS after it was placed", async () => {
    const placed = await place();
    const { created_at } = await order(placed.orderId);
    expect(rzp.links.get(placed.linkId)!.expire_by).toBe(Math.floor((Date.parse(created_at) + 48 * HOUR) / 1000));
  });

  it("the job cancels an order still awaiting payment after 48 hours, with the reason in its history; a fresh one and other statuses stay", async () => {
    const old = await place();
    const fresh = await place();
    const paidLongAgo = await place();
    const processing = await place();
    await webhook(rzp.pay(paidLongAgo.linkId).webhook);
    await t.db.updateTable("orders").set({ status: "processing" }).where("id", "=", processing.orderId).execute();
    await placedAgo(old.orderId, 48 * HOUR + 60_000);
    await placedAgo(fresh.orderId, 47 * HOUR);
    for (const id of [paidLongAgo.orderId, processing.orderId]) await placedAgo(id, 100 * HOUR);

    const result = (await runJob()) as { cancelled: number[] };
    expect(result.cancelled).toContain(old.orderId);
    for (const id of [fresh.orderId, paidLongAgo.orderId, processing.orderId])
      expect(result.cancelled).not.toContain(id);
    expect((await order(old.orderId)).status).toBe("cancelled");
    expect((await order(fresh.orderId)).status).toBe("awaiting_payment");
    expect((await order(paidLongAgo.orderId)).status).toBe("paid");
    expect((await order(processing.orderId)).status).toBe("processing");
    const last = (await history(old.orderId)).at(-1)!;
    expect(last).toMatchObject({ status: "cancelled", source: "expiry" });
    expect(last.detail).toContain("Not paid within 48 hours");
    // A second pass finds nothing more to do.
    expect(await runJob()).toBeUndefined();

    // The console lists it cancelled with the reason; "Pay now" leads to the order page, not to Razorpay.
    const list = await t.app.inject({ method: "GET", url: `${adminPaths.orders}?format=json`, headers: auth });
    const shown = list.json<{ orders: AdminOrder[] }>().orders.find((o) => o.id === old.orderId)!;
    expect(shown.status).toBe("cancelled");
    expect(shown.history.map((e) => [e.status, e.source])).toEqual([
      ["awaiting_payment", "checkout"],
      ["cancelled", "expiry"],
    ]);
    const payNow = await t.app.inject({ method: "GET", url: `/orders/${old.orderId}/pay?key=${old.key}` });
    expect([payNow.statusCode, payNow.headers.location]).toEqual([303, old.orderUrl]);

    // The customer's order page says why, and offers no payment; a fresh order still does.
    const rules = { secret: "s".repeat(32), limit: 3 };
    const expiredPage = await orderPageFor(t.db, old.orderId, old.key, rules);
    expect([expiredPage?.paymentExpired, expiredPage?.payPath]).toEqual([true, null]);
    const freshPage = await orderPageFor(t.db, fresh.orderId, fresh.key, rules);
    expect(freshPage?.paymentExpired).toBe(false);
    expect(freshPage?.payPath).not.toBeNull();
  });

  it("a payment that lands after the order expired is applied: paid, invoice, downloads, one e-mail", async () => {
    const late = await place("late@example.com");
    const lateByRedirect = await place("late-redirect@example.com");
    for (const p of [late, lateByRedirect]) await placedAgo(p.orderId, 49 * HOUR);
    await runJob();
    expect((await order(late.orderId)).status).toBe("cancelled");

    const paid = rzp.pay(late.linkId);
    const answer = await webhook(paid.webhook);
    expect([answer.statusCode, answer.json()]).toEqual([200, { status: "paid" }]);
    const row = await order(late.orderId);
    expect(row).toMatchObject({ status: "paid", payment_id: paid.paymentId, payment_expired_at: null });
    expect(row.invoice_number).toBeTruthy();
    expect(row.downloads_expire_at).toBeTruthy();
    const events = await history(late.orderId);
    expect(events.map((e) => [e.status, e.source])).toEqual([
      ["awaiting_payment", "checkout"],
      ["cancelled", "expiry"],
      ["paid", "webhook"],
    ]);
    expect(events[2]!.detail).toContain("after the order had expired unpaid");
    // Razorpay's retry changes nothing, and the job leaves a paid order alone.
    expect((await webhook(paid.webhook)).json()).toEqual({ status: "already" });
    await runJob();
    expect((await order(late.orderId)).status).toBe("paid");
    const mail = await mailTo("late@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(row.invoice_number!);

    // The customer's signed redirect back confirms it the same way.
    const back = await t.app.inject({ method: "GET", url: rzp.pay(lateByRedirect.linkId).callbackPath });
    expect(back.statusCode).toBe(303);
    expect((await order(lateByRedirect.orderId)).status).toBe("paid");
    expect((await history(lateByRedirect.orderId)).at(-1)).toMatchObject({ status: "paid", source: "callback" });
  });

  it("an order staff cancelled (also after it expired) is not revived by a payment: the payment is noted for a refund", async () => {
    const byStaff = await place();
    const expiredThenStaff = await place();
    await placedAgo(expiredThenStaff.orderId, 49 * HOUR);
    await runJob();
    for (const p of [byStaff, expiredThenStaff]) {
      const patch = await t.app.inject({
        method: "PATCH",
        url: adminPaths.order(p.orderId),
        headers: auth,
        payload: { status: "cancelled" },
      });
      expect(patch.statusCode).toBe(200);
      const answer = await webhook(rzp.pay(p.linkId).webhook);
      expect(answer.json()).toEqual({ status: "already" });
      const row = await order(p.orderId);
      expect([row.status, row.invoice_number]).toEqual(["cancelled", null]);
      expect((await history(p.orderId)).at(-1)!.detail).toMatch(/arrived while the order was cancelled: refund it/);
    }
  });

  it("the job and a webhook for the same order at once: paid once, one invoice, one e-mail", async () => {
    for (let round = 0; round < 5; round++) {
      const email = `race-${round}@example.com`;
      const p = await place(email);
      await placedAgo(p.orderId, 49 * HOUR);
      const paid = rzp.pay(p.linkId);
      const [, answer] = await Promise.all([runJob(), webhook(paid.webhook)]);
      expect(answer.json()).toEqual({ status: "paid" });
      const row = await order(p.orderId);
      expect(row.status).toBe("paid");
      expect((await history(p.orderId)).filter((e) => e.status === "paid")).toHaveLength(1);
      expect(await mailTo(email)).toHaveLength(1);
    }
  });
});

describe("ORDER_PAYMENT_TIMEOUT_HOURS", () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.destroy());
  const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
  const jobsWith = (vars: Record<string, string>) =>
    scheduledJobs({
      db: testDb.db,
      env: parseEnv({ NODE_ENV: "test", DATA_DIR: testDb.dataDir, ...vars }),
      log,
      wakeOutbox: () => {},
      content: new ContentEvents(),
      queueReminders: async () => 0,
    }).map((job) => job.name);
  const razorpay = {
    PAYMENT_PROVIDER: "razorpay",
    RAZORPAY_KEY_ID: "rzp_test_x",
    RAZORPAY_KEY_SECRET: "x",
    RAZORPAY_WEBHOOK_SECRET: "x",
  };

  it("defaults to 48 hours and takes whole hours from 0 (never) to 4320", () => {
    const env = (v?: string) =>
      parseEnv({ NODE_ENV: "test", DATA_DIR: testDb.dataDir, ORDER_PAYMENT_TIMEOUT_HOURS: v });
    expect(env().ORDER_PAYMENT_TIMEOUT_HOURS).toBe(48);
    expect(env("0").ORDER_PAYMENT_TIMEOUT_HOURS).toBe(0);
    expect(env("4320").ORDER_PAYMENT_TIMEOUT_HOURS).toBe(4320);
    expect(() => env("4321")).toThrow(/ORDER_PAYMENT_TIMEOUT_HOURS must be at most 4320/);
    expect(() => env("1.5")).toThrow(/ORDER_PAYMENT_TIMEOUT_HOURS must be a whole number/);
    expect(() => env("-1")).toThrow(/ORDER_PAYMENT_TIMEOUT_HOURS must be 0/);
  });

  it("the job exists only with an online payment provider and a timeout above 0", () => {
    expect(jobsWith({})).not.toContain(jobNames.orderPaymentTimeout);
    expect(jobsWith({ ...razorpay })).toContain(jobNames.orderPaymentTimeout);
    expect(jobsWith({ ...razorpay, ORDER_PAYMENT_TIMEOUT_HOURS: "0" })).not.toContain(jobNames.orderPaymentTimeout);
  });
});
