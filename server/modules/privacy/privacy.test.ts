import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaths } from "../../../contract/console/admin.ts";
import { newsletterPaths } from "../../../contract/console/newsletters.ts";
import { privacyMessages, privacyPaths, type PersonalData } from "../../../contract/console/privacy.ts";
import { bearer, confirmedSubscriber } from "../../../tests/setup/api-helpers.ts";
import { seedOrder, sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { recordReminder } from "../reminders/reminders.repository.ts";

/** Two people with an enquiry, an order, a subscription, a newsletter and the messages about them. */
describe("data rights in the console: find, export and erase one person's data", () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let ashaOrder: number;
  let ravisOrder: number;
  beforeAll(async () => {
    t = await createTestApp();
    auth = bearer(await sessionToken(t, "9999999999"));
    for (const [name, email, number] of [
      ["Asha Verma", "Asha@Example.com", "+91 98765-43210"],
      ["Ravi Kumar", "ravi@example.com", "9123456780"],
    ] as const) {
      const sent = await t.app.inject({
        method: "POST",
        url: "/api/contacts",
        payload: { name, email, contact_number: number },
      });
      expect(sent.statusCode).toBe(201);
      await confirmedSubscriber(t, email.toLowerCase());
    }
    ashaOrder = await seedOrder(t, "asha@example.com");
    // She also had a calendar reminder sent (decision 024).
    const asha = await t.db
      .selectFrom("subscribers")
      .select("id")
      .where("email", "=", "asha@example.com")
      .executeTakeFirstOrThrow();
    await recordReminder(t.db, Number(asha.id), "2026-12-15");
    ravisOrder = await seedOrder(t, "ravi@example.com");
    await t.db
      .updateTable("orders")
      .set({ phone: "91234 56780", first_name: "Ravi", last_name: "Kumar" })
      .where("id", "=", ravisOrder)
      .execute();
    // Console work that quotes Asha in the audit log.
    const enquiry = await t.db
      .selectFrom("enquiries")
      .select("id")
      .where("email", "=", "asha@example.com")
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: "PATCH",
      url: adminPaths.enquiry(Number(enquiry.id)),
      headers: auth,
      payload: { status: "contacted" },
    });
    await t.app.inject({
      method: "POST",
      url: `${adminPaths.enquiry(Number(enquiry.id))}/notes`,
      headers: auth,
      payload: { text: "Asha Verma wants a quote for 98765 workers" },
    });
    await t.app.inject({ method: "POST", url: adminPaths.resendConfirmation(ashaOrder), headers: auth });
    const created = await t.app.inject({
      method: "POST",
      url: newsletterPaths.list,
      headers: auth,
      payload: { subject: "Hello both", html: "<p>News</p>" },
    });
    await t.app.inject({ method: "POST", url: newsletterPaths.send(created.json().newsletter.id), headers: auth });
    await t.app.jobs.run("newsletters");
    await t.app.outboxWorker.drain();
    await t.app.jobs.run("newsletters");
  });
  afterAll(() => t.close());

  const find = async (q: string) => {
    const answer = await t.app.inject({ url: `${privacyPaths.find}?q=${encodeURIComponent(q)}`, headers: auth });
    expect(answer.statusCode).toBe(200);
    return answer.json() as PersonalData;
  };
  const counts = (data: PersonalData) => Object.fromEntries(data.sections.map((s) => [s.name, s.records.length]));

  it("finds everything about an e-mail address, in each module", async () => {
    const data = await find(" ASHA@example.com ");
    expect(data.subject).toEqual({ email: "asha@example.com", mobile: null });
    expect(counts(data)).toEqual({
      enquiries: 1,
      bookings: 0,
      payments: 0,
      orders: 1,
      clients: 0,
      reminders: 1,
      subscription: 1,
      newsletters: 1,
      messages: 5,
    });
    const subjects = data.sections.find((s) => s.name === "messages")!.records.map((r) => r["subject"]);
    // The business's alert about her enquiry and its acknowledgement to her, her confirmation e-mail, the newsletter, her order e-mail resent.
    expect(subjects).toEqual(
      expect.arrayContaining([expect.stringMatching(/^New enquiry #\d+ from Asha Verma$/), "Hello both"]),
    );
    expect(data.sections.find((s) => s.name === "orders")!.keeps).toMatch(/tax law/);
  });

  it("finds a mobile however it was typed, in enquiries, orders and the messages quoting it", async () => {
    const data = await find("+91 98765 43210");
    expect(data.subject).toEqual({ email: null, mobile: "9876543210" });
    expect(counts(data)).toMatchObject({ enquiries: 1, orders: 1, subscription: 0 });
    expect(counts(data)["messages"]).toBeGreaterThanOrEqual(1);
    expect(counts(await find("091234-56780"))).toMatchObject({ enquiries: 1, orders: 1 });
  });

  it("refuses a search that is neither an address nor a mobile", async () => {
    for (const q of ["asha", "12345", "asha@", ""]) {
      const answer = await t.app.inject({ url: `${privacyPaths.find}?q=${encodeURIComponent(q)}`, headers: auth });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe(privacyMessages.invalidSubject);
    }
  });

  it("exports it as a JSON file and writes the export to the audit log", async () => {
    const answer = await t.app.inject({ url: `${privacyPaths.export}?q=asha@example.com`, headers: auth });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-disposition"]).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(counts(answer.json())).toMatchObject({ enquiries: 1, orders: 1 });
    // The staff's notes on her enquiry are part of it (issue 30).
    const enquiries = answer.json().sections.find((s: { name: string }) => s.name === "enquiries").records;
    expect(enquiries[0].notes).toMatchObject([{ text: "Asha Verma wants a quote for 98765 workers" }]);
    const line = await t.db.selectFrom("audit_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(line).toMatchObject({ action: "personal-data.export", target: "data of a***@example.com" });
  });

  it("erases every trace of her, keeps her order's invoice data, and leaves Ravi alone", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: privacyPaths.erase,
      headers: auth,
      payload: { q: "asha@example.com" },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(privacyMessages.erased);
    expect(
      Object.fromEntries(answer.json().erased.map((e: { name: string; count: number }) => [e.name, e.count])),
    ).toEqual({
      enquiries: 1,
      bookings: 0,
      payments: 0,
      orders: 1,
      clients: 0,
      reminders: 1,
      subscription: 1,
      newsletters: 1,
      messages: 5,
    });

    const nothing = {
      enquiries: 0,
      bookings: 0,
      payments: 0,
      orders: 0,
      clients: 0,
      reminders: 0,
      subscription: 0,
      newsletters: 0,
      messages: 0,
    };
    expect(counts(await find("asha@example.com"))).toEqual(nothing);
    expect(counts(await find("9876543210"))).toEqual(nothing);
    const order = await t.db.selectFrom("orders").selectAll().where("id", "=", ashaOrder).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      email: "",
      first_name: "",
      last_name: "",
      phone: "",
      address: "",
      pin_code: "",
      note: null,
      total_paise: 197_820,
      state: "Rajasthan",
    });
    expect(order.personal_data_erased_at).toBeTruthy();
    expect(await t.db.selectFrom("order_lines").selectAll().where("order_id", "=", ashaOrder).execute()).toHaveLength(
      2,
    );
    // Nothing anywhere still names her.
    for (const table of [
      "enquiries",
      "orders",
      "subscribers",
      "newsletter_recipients",
      "outbox",
      "audit_log",
      "enquiry_notes",
      "enquiry_events",
    ] as const) {
      const rows = JSON.stringify(await t.db.selectFrom(table).selectAll().execute()).toLowerCase();
      expect(rows, table).not.toContain("asha");
      expect(rows, table).not.toContain("98765");
    }
    const audit = await t.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect(audit.at(-1)).toMatchObject({ action: "personal-data.erase", target: "data of a***@example.com" });
    expect(audit.find((l) => l.action === "enquiry.change")!.detail).toBe("[details erased on request]");
    expect(audit.find((l) => l.action === "order.resend-confirmation")!.detail).toBe(
      "Confirmation e-mail to [erased] queued again",
    );

    expect(counts(await find("ravi@example.com"))).toEqual({
      enquiries: 1,
      bookings: 0,
      payments: 0,
      orders: 1,
      clients: 0,
      reminders: 0,
      subscription: 1,
      newsletters: 1,
      messages: 4,
    });
    // The newsletter still counts what it sent.
    const newsletter = await t.db.selectFrom("newsletters").selectAll().executeTakeFirstOrThrow();
    expect(newsletter).toMatchObject({ status: "sent", sent_count: 2 });
  });

  it("says when nothing is stored, and cannot resend an order's e-mail after its address was erased", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: privacyPaths.erase,
      headers: auth,
      payload: { q: "nobody@example.com" },
    });
    expect(answer.json().message).toBe(privacyMessages.nothingToErase);
    const resend = await t.app.inject({ method: "POST", url: adminPaths.resendConfirmation(ashaOrder), headers: auth });
    expect(resend.statusCode).toBe(409);
  });
});
