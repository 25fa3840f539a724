import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSite } from "../../../contract/shared/site.ts";
import { checkoutMessages } from "../../../contract/shop/orders.ts";
import { seedIfEmpty } from "../../db/seed.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { readOutboxFile } from "../../../tests/setup/api-helpers.ts";

const customer = {
  email: "buyer@example.com",
  firstName: "Asha",
  lastName: "Verma",
  address: "12 MG Road",
  city: "Jaipur",
  pinCode: "302001",
  phone: "9876543210",
};

describe("POST /api/orders", () => {
  let t: TestApp;
  let products: { id: number; title: string; price_paise: number }[];
  beforeAll(async () => {
    t = await createTestApp();
    await seedIfEmpty(t.db);
    products = await t.db
      .selectFrom("products")
      .select(["id", "title", "price_paise"])
      .orderBy("id")
      .limit(3)
      .execute();
  });
  afterAll(() => t.close());

  const order = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/orders", payload: payload as object });
  const item = (i: number, quantity: number, price = 1) => ({
    id: products[i]!.id,
    title: "client title",
    price,
    quantity,
    image: null,
    originalPrice: null,
  });

  it("prices the order from the database, applies the coupon and queues both e-mails", async () => {
    const [a, b] = [products[0]!, products[1]!];
    const subtotal = a.price_paise * 2 + b.price_paise;
    const discount = Math.round(subtotal * 0.2);
    const answer = await order({
      ...customer,
      items: [item(0, 2), { ...item(1, 1), id: String(b.id) }],
      total: (subtotal - discount) / 100,
      coupon: " discount20 ",
      note: "Invoice please",
    });
    expect(answer.statusCode).toBe(201);
    const body = answer.json<{ message: string; orderId: number; total: number; subtotal: number; discount: number }>();
    expect(body).toEqual({
      message: checkoutMessages.successTitle,
      orderId: expect.any(Number),
      total: (subtotal - discount) / 100,
      subtotal: subtotal / 100,
      discount: discount / 100,
    });

    const stored = await t.db.selectFrom("orders").selectAll().where("id", "=", body.orderId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      status: "new",
      country: "India",
      state: "Rajasthan",
      coupon: "DISCOUNT20",
      note: "Invoice please",
      subtotal_paise: subtotal,
      discount_paise: discount,
      total_paise: subtotal - discount,
    });
    const lines = await t.db
      .selectFrom("order_lines")
      .selectAll()
      .where("order_id", "=", body.orderId)
      .orderBy("id")
      .execute();
    expect(lines.map((l) => [l.title, l.unit_price_paise, l.quantity, l.line_total_paise])).toEqual([
      [a.title, a.price_paise, 2, a.price_paise * 2],
      [b.title, b.price_paise, 1, b.price_paise],
    ]);

    await t.app.outboxWorker.drain();
    const mail = readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.subject.includes(`#${body.orderId}`));
    const confirmation = mail.find((m) => m.to === customer.email)!;
    expect(confirmation.text).toContain(`order #${body.orderId}`);
    expect(confirmation.text).toContain(`${a.title} x 2`);
    expect(confirmation.text).toContain(
      `Total: ${new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format((subtotal - discount) / 100)}`,
    );
    expect(mail.find((m) => m.to === defaultSite.emails.primary)?.text).toContain("Invoice please");
  });

  it("refuses a client total below the server's but allows a paisa of rounding", async () => {
    const price = products[0]!.price_paise;
    const low = await order({ ...customer, items: [item(0, 1)], total: (price - 2) / 100 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ error: checkoutMessages.totalTooLow, message: checkoutMessages.totalTooLow });
    expect((await order({ ...customer, items: [item(0, 1)], total: (price - 1) / 100 })).statusCode).toBe(201);
  });

  it("refuses unknown products, bad quantities, unknown coupons and missing fields with exact messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [{ ...item(0, 1), id: 999999 }] }, checkoutMessages.unknownProduct],
      [{ items: [{ ...item(0, 1), id: 99999999999 }] }, checkoutMessages.unknownProduct],
      [{ items: [{ ...item(0, 1), id: "abc" }] }, checkoutMessages.unknownProduct],
      [{ items: [item(0, 0)] }, checkoutMessages.invalidQuantity],
      [{ items: [item(0, 101)] }, checkoutMessages.invalidQuantity],
      [{ items: [item(0, 1.5)] }, checkoutMessages.invalidQuantity],
      [{ items: [] }, checkoutMessages.cartEmpty],
      [{ coupon: "FREE100" }, checkoutMessages.invalidCoupon],
      [{ email: " " }, checkoutMessages.emailRequired],
      [{ firstName: undefined }, checkoutMessages.firstNameRequired],
      [{ lastName: "" }, checkoutMessages.lastNameRequired],
      [{ address: "" }, checkoutMessages.addressRequired],
      [{ city: "" }, checkoutMessages.cityRequired],
      [{ pinCode: "" }, checkoutMessages.pinCodeRequired],
      [{ phone: "" }, checkoutMessages.phoneRequired],
    ];
    const before = (await t.db.selectFrom("orders").select("id").execute()).length;
    for (const [change, message] of cases) {
      const answer = await order({ ...customer, items: [item(0, 1)], total: 100_000, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json()).toMatchObject({ error: message, message });
    }
    expect((await t.db.selectFrom("orders").select("id").execute()).length).toBe(before);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = (await t.db.selectFrom("orders").select("id").execute()).length;
    const answer = await order({ ...customer, items: [item(0, 1)], total: 1, website: "http://spam.example" });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ message: checkoutMessages.successTitle });
    expect((await t.db.selectFrom("orders").select("id").execute()).length).toBe(before);
  });

  it("stores 100 simultaneous orders once each with correct totals", async () => {
    const before = (await t.db.selectFrom("orders").select("id").execute()).length;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) => {
        const quantity = (n % 5) + 1;
        return order({
          ...customer,
          email: `c${n}@example.com`,
          items: [item(n % 3, quantity)],
          total: (products[n % 3]!.price_paise * quantity) / 100,
          coupon: n % 2 ? "DISCOUNT10" : undefined,
        });
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(201));
    const ids = answers.map((a) => a.json<{ orderId: number }>().orderId);
    expect(new Set(ids).size).toBe(100);
    const rows = await t.db
      .selectFrom("orders")
      .select(["id", "email", "subtotal_paise", "discount_paise", "total_paise"])
      .where("id", "in", ids)
      .execute();
    expect(rows).toHaveLength(100);
    expect((await t.db.selectFrom("orders").select("id").execute()).length).toBe(before + 100);
    for (const row of rows) {
      const n = Number(row.email.slice(1, row.email.indexOf("@")));
      const subtotal = products[n % 3]!.price_paise * ((n % 5) + 1);
      const discount = n % 2 ? Math.round(subtotal / 10) : 0;
      expect([row.subtotal_paise, row.discount_paise, row.total_paise]).toEqual([
        subtotal,
        discount,
        subtotal - discount,
      ]);
    }
    const lines = await t.db.selectFrom("order_lines").select("order_id").where("order_id", "in", ids).execute();
    expect(lines).toHaveLength(100);
  });
});
