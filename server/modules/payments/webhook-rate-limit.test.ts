import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { genericMessages } from "../../../contract/api/errors.ts";
import { paymentMessages, paymentPaths } from "../../../contract/shop/payments.ts";
import { seedIfEmpty } from "../../db/seed.ts";
import { placeOrder, type PlacedOrder } from "../../../tests/setup/razorpay-orders.ts";
import { startRazorpayStandIn, type RazorpayStandIn } from "../../../tests/setup/razorpay-stand-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";

// The webhook and LIMIT_PER_ADDRESS (decision 034), over a real socket from one address
// (127.0.0.1), as Razorpay's few sending addresses would call it.
const LIMIT = 5;
let t: TestApp;
let rzp: RazorpayStandIn;
let base: string;

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  t = await createTestApp({ ...rzp.env(), PUBLIC_BASE_URL: "https://shop.example", LIMIT_PER_ADDRESS: `${LIMIT}/60` });
  await seedIfEmpty(t.db);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await rzp.close();
});

/** Places an order from an address of its own (the checkout's own limit is a sixth of LIMIT_PER_ADDRESS). */
async function place(n: number): Promise<PlacedOrder> {
  const product = await t.db
    .selectFrom("products")
    .select(["id", "price_paise"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return placeOrder(t, product, { remoteAddress: `203.0.113.${n}` });
}

const post = (body: string, headers: Record<string, string>) =>
  fetch(`${base}${paymentPaths.razorpayWebhook}`, { method: "POST", headers, body });
const signed = (w: { body: string; signature: string }) =>
  post(w.body, { "content-type": "application/json", "x-razorpay-signature": w.signature });

it("valid signed webhooks beyond LIMIT_PER_ADDRESS are all applied; failed signatures are counted and refused with 429 past it", async () => {
  const placed = [];
  for (let n = 1; n <= 2 * LIMIT; n++) placed.push(await place(n));
  const payments = placed.map((p) => rzp.pay(p.linkId));

  // Three times the limit from one address inside one window: every payment, then every retry.
  const answers = [];
  for (const p of [...payments, ...payments.slice(0, LIMIT)]) {
    const answer = await signed(p.webhook);
    answers.push([answer.status, ((await answer.json()) as { status: string }).status]);
  }
  expect(answers).toEqual([
    ...Array.from({ length: 2 * LIMIT }, () => [200, "paid"]),
    ...Array.from({ length: LIMIT }, () => [200, "already"]),
  ]);
  const rows = await t.db
    .selectFrom("orders")
    .select("status")
    .where(
      "id",
      "in",
      placed.map((p) => p.orderId),
    )
    .execute();
  expect(rows.map((r) => r.status)).toEqual(Array(2 * LIMIT).fill("paid"));

  // The signed ones used none of the budget: LIMIT refusals of bad signatures (a forged one, an
  // unsigned one, a non-JSON body, an empty one) answer 400 as before, the next one 429.
  const bad = [
    () =>
      post(payments[0]!.webhook.body, { "content-type": "application/json", "x-razorpay-signature": "0".repeat(64) }),
    () => post(payments[0]!.webhook.body, { "content-type": "application/json" }),
    () => post("hello", { "content-type": "text/plain", "x-razorpay-signature": "0".repeat(64) }),
    () => post("", { "x-razorpay-signature": "0".repeat(64) }),
    () => post("a=1", { "content-type": "application/x-www-form-urlencoded" }),
  ];
  expect(bad).toHaveLength(LIMIT);
  for (const send of bad) {
    const refused = await send();
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: paymentMessages.badSignature });
  }
  const limited = await post(payments[0]!.webhook.body, { "content-type": "application/json" });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await limited.json()).toEqual({
    error: genericMessages.tooManyRequests,
    message: genericMessages.tooManyRequests,
  });
  // They share the address's one write budget with every other write...
  expect((await fetch(`${base}/api/visitors`, { method: "POST" })).status).toBe(429);
  // ...while Razorpay's signed calls from the same address still go through.
  const late = await place(100);
  const stillApplied = await signed(rzp.pay(late.linkId).webhook);
  expect([stillApplied.status, await stillApplied.json()]).toEqual([200, { status: "paid" }]);
});
