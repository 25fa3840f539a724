import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../../contract/console/admin.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { seedEnquiry, seedOrder, sessionToken } from "../../../tests/setup/console-fixtures.ts";

describe("console: enquiries, orders and subscribers", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const audit = () => t.db.selectFrom("audit_log").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(() => t.close());

  it("lists enquiries newest first and finds them by name, e-mail or number, ignoring case", async () => {
    await seedEnquiry(t, { name: "Old Client", email: "old@example.com", contact_number: "9000000001" }, 60);
    await seedEnquiry(t, { name: "Asha Verma", email: "asha@factory.example", contact_number: "9876543210" }, 1);
    await seedEnquiry(t, { name: "100%_Pure Foods", email: "pure@example.com", contact_number: "9000000002" }, 30);
    const all = await t.app.inject({ url: "/api/admin/enquiries", headers: auth });
    expect(all.statusCode).toBe(200);
    expect(all.headers["cache-control"]).toBe("no-store");
    expect(all.json().enquiries.map((e: { name: string }) => e.name)).toEqual([
      "Asha Verma",
      "100%_Pure Foods",
      "Old Client",
    ]);
    for (const [q, names] of [
      ["ASHA", ["Asha Verma"]],
      ["factory.EXAMPLE", ["Asha Verma"]],
      ["43210", ["Asha Verma"]],
      ["%_", ["100%_Pure Foods"]],
      ["nobody", []],
    ] as const) {
      const found = await t.app.inject({ url: `/api/admin/enquiries?q=${encodeURIComponent(q)}`, headers: auth });
      expect(found.json().enquiries.map((e: { name: string }) => e.name)).toEqual(names);
    }
  });

  it("refuses a bad id and an unknown enquiry with the error body", async () => {
    const badId = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/enquiries/abc",
      headers: auth,
      payload: { status: "contacted" },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toBe(adminMessages.invalidId);
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/enquiries/999999",
      headers: auth,
      payload: { status: "contacted" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: adminMessages.enquiryNotFound, message: adminMessages.enquiryNotFound });
    const badFormat = await t.app.inject({ url: "/api/admin/enquiries?format=xlsx", headers: auth });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error).toBe(adminMessages.invalidFormat);
  });

  it("exports enquiries as CSV with formula cells defused", async () => {
    await seedEnquiry(t, {
      name: '=HYPERLINK("http://evil.example","click")',
      email: "evil@example.com",
      contact_number: "+91 98765 43210",
    });
    const csv = await t.app.inject({ url: "/api/admin/enquiries?format=csv&q=evil", headers: auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row] = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      "id,received_at,name,email,contact_number,status,message,owner,next_follow_up,lost_reason,monthly_value_inr," +
        "company,state,employees,service,origin,landing_path,referrer,utm_source,utm_medium,utm_campaign",
    );
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",evil@example.com,'+91 98765 43210,new`);
  });

  it("lists orders newest first with lines, totals, coupon, note and customer", async () => {
    const older = await seedOrder(t, "first@example.com", 10);
    const newer = await seedOrder(t, "second@example.com", 1);
    const answer = await t.app.inject({ url: "/api/admin/orders", headers: auth });
    expect(answer.statusCode).toBe(200);
    const { orders } = answer.json();
    expect(orders.map((o: { id: number }) => o.id)).toEqual([newer, older]);
    expect(orders[0]).toMatchObject({
      email: "second@example.com",
      firstName: "Asha",
      lastName: "Verma",
      phone: "9876543210",
      city: "Jaipur",
      pinCode: "302001",
      coupon: "DISCOUNT10",
      note: "Please call before 6 pm",
      subtotal: 2198,
      discount: 219.8,
      total: 1978.2,
      status: "new",
      lines: [
        { productId: 1, title: "Leave Policy Template", unitPrice: 499, quantity: 2, lineTotal: 998 },
        { productId: 2, title: "Vendor Audit Checklist", unitPrice: 1200, quantity: 1, lineTotal: 1200 },
      ],
    });
    const csv = await t.app.inject({ url: "/api/admin/orders?format=csv&q=second", headers: auth });
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      "Leave Policy Template x 2; Vendor Audit Checklist x 1,2198.00,DISCOUNT10,219.80,1978.20,Please call before 6 pm",
    );
  });

  it("moves an order through its statuses and refuses others", async () => {
    const id = await seedOrder(t);
    for (const status of ["processing", "fulfilled", "cancelled", "new"]) {
      const answer = await t.app.inject({
        method: "PATCH",
        url: `/api/admin/orders/${id}`,
        headers: auth,
        payload: { status },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().order.status).toBe(status);
    }
    const bad = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/orders/${id}`,
      headers: auth,
      payload: { status: "shipped" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(adminMessages.invalidOrderStatus);
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/orders/999999",
      headers: auth,
      payload: { status: "new" },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("queues the confirmation e-mail again and logs it", async () => {
    const id = await seedOrder(t, "again@example.com");
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${id}/resend-confirmation`,
      headers: auth,
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: adminMessages.confirmationQueued });
    const mail = await t.db.selectFrom("outbox").selectAll().where("recipient", "=", "again@example.com").execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(`#${id}`);
    expect(mail[0]!.body).toContain("Leave Policy Template x 2");
    expect(mail[0]!.body).toContain("₹1,978.20");
    expect((await audit()).at(-1)).toMatchObject({ action: "order.resend-confirmation", target: `order ${id}` });
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/admin/orders/999999/resend-confirmation",
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(adminMessages.orderNotFound);
  });

  it("lists subscribers, downloads them as CSV and removes one on request", async () => {
    for (const email of ["a@example.com", "b@example.com"])
      await t.app.inject({ method: "POST", url: "/api/subscribe", payload: { email } });
    const list = await t.app.inject({ url: "/api/admin/subscribers", headers: auth });
    const subscribers: { id: number; email: string }[] = list.json().subscribers;
    expect(subscribers.map((s) => s.email).sort()).toEqual(["a@example.com", "b@example.com"]);
    const csv = await t.app.inject({ url: "/api/admin/subscribers?format=csv", headers: auth });
    expect(csv.headers["content-disposition"]).toMatch(/filename="subscribers-/);
    expect(csv.body.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "id,email,status,subscribed_at,confirmed_at,unsubscribed_at",
    );
    expect(csv.body).toContain("a@example.com");
    const target = subscribers.find((s) => s.email === "a@example.com")!;
    const removed = await t.app.inject({ method: "DELETE", url: `/api/admin/subscribers/${target.id}`, headers: auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: adminMessages.subscriberRemoved });
    const after = await t.app.inject({ url: "/api/admin/subscribers", headers: auth });
    expect(after.json().subscribers.map((s: { email: string }) => s.email)).toEqual(["b@example.com"]);
    const again = await t.app.inject({ method: "DELETE", url: `/api/admin/subscribers/${target.id}`, headers: auth });
    expect(again.statusCode).toBe(404);
    expect((await audit()).at(-1)).toMatchObject({
      action: "subscriber.delete",
      detail: "Removed a@example.com from the mailing list",
    });
  });

  it("shows the audit log newest first", async () => {
    const answer = await t.app.inject({ url: "/api/admin/audit", headers: auth });
    expect(answer.statusCode).toBe(200);
    const entries: { id: number; actor: string }[] = answer.json().entries;
    expect(entries.length).toBeGreaterThan(3);
    expect(entries[0]!.id).toBeGreaterThan(entries[1]!.id);
    expect(entries.every((e) => e.actor === "9999999999")).toBe(true);
  });
});
