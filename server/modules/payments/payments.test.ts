import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { financialYear, gstMessages } from "../../../contract/rules/gst.ts";
import { paymentMessages, paymentPaths } from "../../../contract/shop/payments.ts";
import { defaultSite } from "../../../contract/shared/site.ts";
import { seedIfEmpty } from "../../db/seed.ts";
import { putSiteInForce } from "../../site-identity.ts";
import { orderPageFor } from "../order-page/order-page.service.ts";
import { recordPayment } from "./payments.service.ts";
import { erasePersonalData, findPersonalData } from "../privacy/privacy.service.ts";
import { checkPdf } from "../../../tests/setup/pdf-tools.ts";
import { bearer, loginAs, readOutboxFile } from "../../../tests/setup/api-helpers.ts";
import { adminPaths, type AdminOrder } from "../../../contract/console/admin.ts";
import { placeOrder, sendWebhook, testBuyer, type PlacedOrder } from "../../../tests/setup/razorpay-orders.ts";
import { startRazorpayStandIn, type RazorpayStandIn } from "../../../tests/setup/razorpay-stand-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";

const BASE = "https://shop.example";

describe("payments through Razorpay (stand-in on loopback)", () => {
  let t: TestApp;
  let rzp: RazorpayStandIn;
  let product: { id: number; price_paise: number };

  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp({ ...rzp.env(), PUBLIC_BASE_URL: BASE });
    await seedIfEmpty(t.db);
    product = await t.db.selectFrom("products").select(["id", "price_paise"]).orderBy("id").executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
    await rzp.close();
  });
  beforeEach(() => {
    rzp.webhookUrl = null;
  });

  const place = (quantity = 1, extra: Record<string, unknown> = {}) => placeOrder(t, product, { quantity, extra });
  const links = { publicBaseUrl: BASE, downloadDays: 7 };
  const rules = { secret: "test-secret-test-secret-test-secret-0123", limit: 5 };
  const order = (id: number) => t.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const events = (id: number) =>
    t.db.selectFrom("order_events").selectAll().where("order_id", "=", id).orderBy("id").execute();
  const webhook = (w: { body: string; signature: string }) => sendWebhook(t, w);
  async function mailAbout(orderId: number) {
    await t.app.outboxWorker.drain();
    return readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.subject.includes(`#${orderId}`));
  }

  it("places the order awaiting payment with a payment link for the server's total, and sends no mail yet", async () => {
    const placed = await place(2);
    expect(placed.paymentUrl).toBe(`${rzp.baseUrl}/pay/${placed.linkId}`);
    expect(placed.orderUrl).toBe(`/orders/${placed.orderId}?key=${placed.key}`);
    expect(placed.key.length).toBeGreaterThanOrEqual(32);
    const link = rzp.links.get(placed.linkId)!;
    expect([link.amount, link.currency, link.reference_id]).toEqual([
      product.price_paise * 2,
      "INR",
      `order-${placed.orderId}`,
    ]);
    expect(link.callback_url).toBe(`${BASE}${paymentPaths.razorpayCallback}?order=${placed.orderId}&key=${placed.key}`);
    expect(await order(placed.orderId)).toMatchObject({
      status: "awaiting_payment",
      payment_provider: "razorpay",
      payment_link_id: placed.linkId,
      invoice_number: null,
    });
    expect(await mailAbout(placed.orderId)).toEqual([]);
  });

  it("paid: the signed redirect marks it paid, issues the invoice and mails the customer the absolute order link once", async () => {
    const placed = await place();
    const paid = rzp.pay(placed.linkId);
    const back = await t.app.inject({ method: "GET", url: paid.callbackPath });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(placed.orderUrl);
    const row = await order(placed.orderId);
    expect(row).toMatchObject({ status: "paid", payment_id: paid.paymentId });
    expect(row.invoice_number).toMatch(
      new RegExp(`^${defaultSite.seller.invoicePrefix}/${financialYear(new Date())}/\\d{5}$`),
    );
    expect(row.invoice_number!.length).toBeLessThanOrEqual(16);

    // Buyer in Maharashtra, seller in Rajasthan: IGST only, and the parts add up to the amount paid.
    const [line] = await t.db.selectFrom("order_lines").selectAll().where("order_id", "=", placed.orderId).execute();
    expect(line).toMatchObject({ cgst_paise: 0, sgst_paise: 0, gst_rate_bp: 1800 });
    expect(line!.taxable_paise! + line!.igst_paise!).toBe(product.price_paise);

    // A replayed redirect and the webhook for the same payment change nothing and send nothing.
    expect((await t.app.inject({ method: "GET", url: paid.callbackPath })).statusCode).toBe(303);
    const again = await webhook(paid.webhook);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: "already" });
    expect((await order(placed.orderId)).invoice_number).toBe(row.invoice_number);

    const mail = await mailAbout(placed.orderId);
    const toCustomer = mail.filter((m) => m.to === testBuyer.email);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.text).toContain(`${BASE}${placed.orderUrl}`);
    expect(toCustomer[0]!.text).toContain(row.invoice_number!);
    expect(mail.filter((m) => m.to === defaultSite.emails.primary)).toHaveLength(1);
    expect((await events(placed.orderId)).map((e) => [e.status, e.source])).toEqual([
      ["awaiting_payment", "checkout"],
      ["paid", "callback"],
    ]);
  });

  it("duplicated webhook: the first marks it paid, the repeat answers 2xx and changes nothing", async () => {
    const placed = await place();
    const paid = rzp.pay(placed.linkId);
    const first = await webhook(paid.webhook);
    expect([first.statusCode, first.json()]).toEqual([200, { status: "paid" }]);
    const [a, b] = await Promise.all([webhook(paid.webhook), webhook(paid.webhook)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await order(placed.orderId)).status).toBe("paid");
    expect((await mailAbout(placed.orderId)).filter((m) => m.to === testBuyer.email)).toHaveLength(1);
    expect((await events(placed.orderId)).filter((e) => e.status === "paid")).toHaveLength(1);
  });

  it("a replayed paid redirect costs no call to the gateway once the payment is recorded", async () => {
    const placed = await place();
    const paid = rzp.pay(placed.linkId);
    const before = rzp.fetches;
    expect((await t.app.inject({ method: "GET", url: paid.callbackPath })).statusCode).toBe(303);
    expect(rzp.fetches).toBe(before + 1);
    for (let i = 0; i < 20; i++) {
      const replay = await t.app.inject({ method: "GET", url: paid.callbackPath });
      expect([replay.statusCode, replay.headers.location]).toEqual([303, placed.orderUrl]);
    }
    expect(rzp.fetches).toBe(before + 1);
  });

  it("the redirect and the webhook of one payment racing leave one paid line and no false refund line", async () => {
    for (let round = 0; round < 5; round++) {
      const placed = await place();
      const paid = rzp.pay(placed.linkId);
      const evidence = {
        linkId: placed.linkId,
        paymentId: paid.paymentId,
        amountPaise: product.price_paise,
        currency: "INR",
      };
      const outcomes = await Promise.all([
        recordPayment(t.db, { ...evidence, source: "callback" }, links),
        recordPayment(t.db, { ...evidence, source: "webhook" }, links),
      ]);
      expect(outcomes.sort()).toEqual(["already", "paid"]);
      const history = await events(placed.orderId);
      expect(history.filter((e) => e.status === "paid")).toHaveLength(1);
      expect(history.map((e) => e.detail).join("\n")).not.toMatch(/refund it/);
    }
  });

  it("forged signatures: the webhook answers 400 and the redirect 400; the order still awaits payment", async () => {
    const placed = await place();
    const paid = rzp.pay(placed.linkId);
    const forged = await webhook({ body: paid.webhook.body, signature: "0".repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: paymentMessages.badSignature });
    const unsigned = await t.app.inject({
      method: "POST",
      url: paymentPaths.razorpayWebhook,
      headers: { "content-type": "application/json" },
      payload: paid.webhook.body,
    });
    expect(unsigned.statusCode).toBe(400);
    const tampered = paid.callbackPath.replace(/razorpay_signature=[0-9a-f]+/, `razorpay_signature=${"ab".repeat(32)}`);
    expect((await t.app.inject({ method: "GET", url: tampered })).statusCode).toBe(400);
    // A signature made with the webhook secret instead of the key secret is refused too.
    const wrongKey = paid.callbackPath.replace(/&key=[^&]+/, "&key=not-the-key");
    expect((await t.app.inject({ method: "GET", url: wrongKey })).statusCode).toBe(404);
    expect((await order(placed.orderId)).status).toBe("awaiting_payment");
    expect(await mailAbout(placed.orderId)).toEqual([]);
  });

  it("wrong amount or currency: acknowledged, not applied, noted in the history", async () => {
    const placed = await place();
    for (const override of [{ amount: 100 }, { currency: "USD" }]) {
      const answer = await webhook(rzp.pay(placed.linkId, override).webhook);
      expect([answer.statusCode, answer.json()]).toEqual([200, { status: "mismatch" }]);
    }
    expect((await order(placed.orderId)).status).toBe("awaiting_payment");
    expect((await events(placed.orderId)).at(-1)!.detail).toMatch(/refused: USD .* does not match the order's INR/);
    expect(await mailAbout(placed.orderId)).toEqual([]);
  });

  it("failed and abandoned payments leave the order awaiting payment with a Pay now link that works again", async () => {
    const failed = await place();
    const attempt = await webhook(rzp.failAttempt(failed.linkId));
    expect([attempt.statusCode, attempt.json()]).toEqual([200, { status: "ignored" }]);
    // Razorpay sends the customer back without the signed fields after a cancelled attempt.
    const cancelled = await t.app.inject({
      method: "GET",
      url: `${paymentPaths.razorpayCallback}?order=${failed.orderId}&key=${failed.key}`,
    });
    expect([cancelled.statusCode, cancelled.headers.location]).toEqual([303, failed.orderUrl]);
    const abandoned = await place();
    for (const placed of [failed, abandoned]) {
      expect((await order(placed.orderId)).status).toBe("awaiting_payment");
      const payNow = await t.app.inject({ method: "GET", url: `/orders/${placed.orderId}/pay?key=${placed.key}` });
      expect([payNow.statusCode, payNow.headers.location]).toEqual([303, placed.paymentUrl]);
    }
    expect((await t.app.inject({ method: "GET", url: `/orders/${failed.orderId}/pay?key=wrong` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "GET", url: `/orders/${failed.orderId}/pay` })).statusCode).toBe(404);
    // Paying later still works and is confirmed once.
    const late = await webhook(rzp.pay(abandoned.linkId).webhook);
    expect(late.json()).toEqual({ status: "paid" });
    const afterPaid = await t.app.inject({
      method: "GET",
      url: `/orders/${abandoned.orderId}/pay?key=${abandoned.key}`,
    });
    expect(afterPaid.headers.location).toBe(abandoned.orderUrl);
  });

  it("a gateway outage refuses Place Order at once with a sentence, and cancels the stored order", async () => {
    const before = await t.db.selectFrom("orders").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    rzp.failNextCreate = true;
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        ...testBuyer,
        items: [{ id: product.id, quantity: 1 }],
        total: product.price_paise / 100,
      },
    });
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({ error: paymentMessages.gatewayFailed, message: paymentMessages.gatewayFailed });
    const row = await t.db
      .selectFrom("orders")
      .selectAll()
      .where("id", ">", Number(before.id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("cancelled");
  });

  it("invoice: a registered buyer in the seller's state (by GSTIN) pays CGST+SGST; the GSTIN is on it; a PDF behind the key", async () => {
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        ...testBuyer,
        buyerGstin: "08ABCDE1234F1Z9",
        items: [{ id: product.id, quantity: 1 }],
        total: product.price_paise / 100,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { buyerGstin: gstMessages.invalidGstin } });

    // Billed to a Maharashtra address, but registered in Rajasthan: the GSTIN's state is the place of supply.
    const placed = await place(3, { buyerGstin: " 08aapfu0939f1zv ", coupon: "DISCOUNT10" });
    await webhook(rzp.pay(placed.linkId).webhook);
    const page = (await orderPageFor(t.db, placed.orderId, placed.key, rules))!;
    expect(await orderPageFor(t.db, placed.orderId, `${placed.key}x`, rules)).toBeNull();
    expect(page.status).toBe("paid");
    const invoice = page.invoice!;
    expect(invoice).toMatchObject({
      intraState: true,
      placeOfSupply: "Rajasthan (08)",
      buyer: { gstin: "08AAPFU0939F1ZV", name: "Asha Verma", state: "Maharashtra" },
      seller: defaultSite.seller,
    });
    expect(invoice.totals.igst).toBe(0);
    expect(invoice.totals.cgst).toBeGreaterThan(0);
    expect(Math.abs(invoice.totals.sgst - invoice.totals.cgst)).toBeLessThanOrEqual(0.01);
    expect(Math.round((invoice.totals.taxable + invoice.totals.cgst + invoice.totals.sgst) * 100)).toBe(
      Math.round(page.total * 100),
    );
    expect(page.total).toBe(placed.total);

    const pdf = await t.app.inject({ method: "GET", url: page.invoicePdfPath! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe("%PDF-1.4");
    expect(checkPdf(pdf.rawPayload).text).toContain(invoice.number);
    for (const url of [`/orders/${placed.orderId}/invoice.pdf`, `/orders/${placed.orderId}/invoice.pdf?key=nope`])
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    // No invoice before payment.
    const unpaid = await place();
    expect((await orderPageFor(t.db, unpaid.orderId, unpaid.key, rules))!.invoicePdfPath).toBeNull();
    const early = await t.app.inject({ method: "GET", url: `/orders/${unpaid.orderId}/invoice.pdf?key=${unpaid.key}` });
    expect(early.statusCode).toBe(404);
  });

  it("console: payment id and status history, marking a refund, re-sending the order link", async () => {
    const placed = await place();
    const paid = rzp.pay(placed.linkId);
    await webhook(paid.webhook);
    const auth = bearer(await loginAs(t));
    const refund = await t.app.inject({
      method: "PATCH",
      url: adminPaths.order(placed.orderId),
      headers: auth,
      payload: { status: "refunded" },
    });
    expect(refund.statusCode).toBe(200);
    const list = await t.app.inject({ method: "GET", url: `${adminPaths.orders}?format=json`, headers: auth });
    const shown = list.json<{ orders: AdminOrder[] }>().orders.find((o) => o.id === placed.orderId)!;
    expect(shown).toMatchObject({ status: "refunded", paymentId: paid.paymentId, paymentProvider: "razorpay" });
    expect(shown.history.map((e) => [e.status, e.source])).toEqual([
      ["awaiting_payment", "checkout"],
      ["paid", "webhook"],
      ["refunded", "staff"],
    ]);
    expect(shown.history[2]!.detail).toContain(paid.paymentId);

    const resend = await t.app.inject({
      method: "POST",
      url: adminPaths.resendConfirmation(placed.orderId),
      headers: auth,
    });
    expect(resend.statusCode).toBe(202);
    const toCustomer = (await mailAbout(placed.orderId)).filter((m) => m.to === testBuyer.email);
    expect(toCustomer).toHaveLength(2);
    expect(toCustomer[1]!.text).toContain(`${BASE}${placed.orderUrl}`);
  });

  it("an issued invoice keeps the seller's details it was issued with when they change later", async () => {
    const placed = await place();
    await webhook(rzp.pay(placed.linkId).webhook);
    const issuedWith = structuredClone(defaultSite.seller);
    const moved = { legalName: "Renamed Consultancy LLP", city: "Pune", state: "Maharashtra" };
    putSiteInForce({ ...defaultSite, seller: { ...defaultSite.seller, ...moved } });
    try {
      const invoice = (await orderPageFor(t.db, placed.orderId, placed.key, rules))!.invoice!;
      expect(invoice.seller).toEqual(issuedWith);
      expect(invoice.intraState).toBe(false); // a Maharashtra buyer, billed from Rajasthan as issued
      const pdf = await t.app.inject({ method: "GET", url: `/orders/${placed.orderId}/invoice.pdf?key=${placed.key}` });
      const { text } = checkPdf(pdf.rawPayload);
      expect(text).toContain(issuedWith.legalName);
      expect(text).not.toContain(moved.legalName);
    } finally {
      putSiteInForce(defaultSite);
    }
  });

  it("erasure on request keeps the payment and invoice, and the order link stops working", async () => {
    const placed = await place(1, { email: "erase-me@example.com" });
    await webhook(rzp.pay(placed.linkId).webhook);
    const who = { email: "erase-me@example.com", mobile: null };
    const found = await findPersonalData(t.db, who);
    const payments = found.sections.find((s) => s.name === "payments")!;
    expect(payments.records).toEqual([
      expect.objectContaining({ orderId: placed.orderId, invoiceNumber: expect.any(String) }),
    ]);
    const before = await order(placed.orderId);
    await erasePersonalData(t.db, who);
    const after = await order(placed.orderId);
    expect(after).toMatchObject({
      email: "",
      access_key: null,
      invoice_number: before.invoice_number,
      invoice_date: before.invoice_date,
      payment_id: before.payment_id,
      state: before.state,
      total_paise: before.total_paise,
    });
    expect(await orderPageFor(t.db, placed.orderId, placed.key, rules)).toBeNull();
  });

  it("50 simultaneous payments get 50 distinct consecutive invoice numbers", async () => {
    const placed: PlacedOrder[] = [];
    for (let i = 0; i < 50; i++) placed.push(await place());
    const answers = await Promise.all(placed.map((p) => webhook(rzp.pay(p.linkId).webhook)));
    expect(answers.map((a) => a.json<{ status: string }>().status)).toEqual(Array(50).fill("paid"));
    const rows = await t.db
      .selectFrom("orders")
      .select("invoice_number")
      .where(
        "id",
        "in",
        placed.map((p) => p.orderId),
      )
      .execute();
    const serials = rows.map((r) => Number(r.invoice_number!.split("/").at(-1))).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(50);
    expect(serials.at(-1)! - serials[0]!).toBe(49);
    // Consecutive with the invoices issued before them in this file, too: no gap, no repeat.
    const all = await t.db
      .selectFrom("orders")
      .select("invoice_number")
      .where("invoice_number", "is not", null)
      .execute();
    const every = all.map((r) => Number(r.invoice_number!.split("/").at(-1))).sort((a, b) => a - b);
    expect(every).toEqual(every.map((_, i) => i + 1));
  });
});
