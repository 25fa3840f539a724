import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingMessages, billingPaths } from "../../../contract/console/billing.ts";
import { addDays, indiaToday } from "../../../contract/rules/calendar-dates.ts";
import { formatDate } from "../../../contract/shared/format.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { jobNames } from "../../jobs/job-names.ts";
import { defaultReminderDays } from "./invoice-reminder-settings.ts";
import { queueInvoiceReminders } from "./invoice-reminders.ts";

const reminderDays = { before: defaultReminderDays.daysBefore!, after: defaultReminderDays.daysAfter! };

const line = { description: "Payroll compliance, December", sac: "998311", quantity: 1, rate: 10000, gstRate: 18 };
/** 09:00 in India on a date. */
const morningOf = (date: string) => new Date(`${date}T09:00:00+05:30`);

describe("reminders before and after an invoice's due date (issue 32)", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const post = async (url: string, payload?: object) => {
    const answer = await t.app.inject({ method: "POST", url, headers: auth, ...(payload ? { payload } : {}) });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json();
  };
  const reminders = async (to: string) =>
    (await t.db.selectFrom("outbox").select(["recipient", "subject", "body"]).where("recipient", "=", to).execute())
      .map((row) => row.subject)
      .filter((subject) => !subject.startsWith("Tax invoice"));

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(() => t.close());

  it("sends one reminder before and one after, to what is still owed, and none once paid or cancelled", async () => {
    const today = indiaToday();
    const due = addDays(today, 10);
    const invoiceFor = async (email: string) => {
      const { client } = await post(billingPaths.clients, {
        businessName: `Client ${email}`,
        address: "1 Mill Road",
        state: "Maharashtra",
        email,
      });
      const { invoice } = await post(billingPaths.invoices, { clientId: client.id, lines: [line], dueDate: due });
      const issued = await post(billingPaths.issue(invoice.id));
      return issued.id as number;
    };
    const owed = await invoiceFor("owed@example.com");
    const paid = await invoiceFor("paid@example.com");
    const credited = await invoiceFor("credited@example.com");

    // Just issued, ten days to go: nothing yet.
    expect(await queueInvoiceReminders(t.db, new Date())).toBe(0);

    // Three days before: one reminder each, however many passes (two at once, then a later one).
    const before = morningOf(addDays(due, -reminderDays.before));
    await Promise.all([t.app.jobs.run(jobNames.invoiceReminders, before), queueInvoiceReminders(t.db, before)]);
    await t.app.jobs.run(jobNames.invoiceReminders, new Date(before.getTime() + 3_600_000));
    for (const to of ["owed@example.com", "paid@example.com", "credited@example.com"])
      expect(await reminders(to)).toEqual([
        expect.stringMatching(
          new RegExp(`^Reminder: invoice SHR/\\S+ is due on ${formatDate(`${due}T00:00:00+05:30`)}$`),
        ),
      ]);

    // Part paid, paid in full, credited in full (cancelled).
    await post(billingPaths.payments(owed), { amount: 5000, method: "upi", reference: "UTR1", date: today });
    await post(billingPaths.payments(paid), { amount: 11800, method: "bank_transfer", reference: "UTR2", date: today });
    await post(billingPaths.creditNotes(credited), { reason: "Engagement withdrawn" });

    const after = morningOf(addDays(due, reminderDays.after));
    expect(await queueInvoiceReminders(t.db, morningOf(addDays(due, reminderDays.after - 1)))).toBe(0);
    expect(await queueInvoiceReminders(t.db, after)).toBe(1);
    expect(await queueInvoiceReminders(t.db, new Date(after.getTime() + 86_400_000))).toBe(0);
    const owedMail = await t.db
      .selectFrom("outbox")
      .select(["subject", "body"])
      .where("recipient", "=", "owed@example.com")
      .where("subject", "like", "Overdue%")
      .execute();
    expect(owedMail).toHaveLength(1);
    expect(owedMail[0]!.body).toContain("₹6,800.00");
    expect(await reminders("paid@example.com")).toHaveLength(1);
    expect(await reminders("credited@example.com")).toHaveLength(1);
  });

  it("follows the days staff set, refuses days out of range per field, and sends none that is switched off", async () => {
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: billingPaths.reminderSettings, headers: auth, payload });
    const read = async () => (await t.app.inject({ url: billingPaths.reminderSettings, headers: auth })).json();
    expect(await read()).toEqual({ daysBefore: 3, daysAfter: 7 });
    expect((await t.app.inject({ url: billingPaths.reminderSettings })).statusCode).toBe(401);

    const refused = await put({ daysBefore: 31, daysAfter: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      daysBefore: billingMessages.reminderBeforeInvalid,
      daysAfter: billingMessages.reminderAfterInvalid,
    });
    for (const payload of [{ daysBefore: 2.5, daysAfter: 7 }, { daysBefore: "x", daysAfter: 7 }, { daysBefore: 3 }])
      expect((await put(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect(await read()).toEqual({ daysBefore: 3, daysAfter: 7 });

    const saved = await put({ daysBefore: 5, daysAfter: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      message: billingMessages.reminderSettingsSaved,
      settings: { daysBefore: 5, daysAfter: null },
    });
    expect(await read()).toEqual({ daysBefore: 5, daysAfter: null });

    const due = addDays(indiaToday(), 10);
    const { client } = await post(billingPaths.clients, {
      businessName: "Client set days",
      address: "1 Mill Road",
      state: "Maharashtra",
      email: "setdays@example.com",
    });
    const { invoice } = await post(billingPaths.invoices, { clientId: client.id, lines: [line], dueDate: due });
    await post(billingPaths.issue(invoice.id));
    // Six days before: not yet; five days before (the set day, not the default three): the reminder.
    await queueInvoiceReminders(t.db, morningOf(addDays(due, -6)));
    expect(await reminders("setdays@example.com")).toEqual([]);
    await queueInvoiceReminders(t.db, morningOf(addDays(due, -5)));
    expect(await reminders("setdays@example.com")).toHaveLength(1);
    // The reminder after the due date is off: none, however late.
    await queueInvoiceReminders(t.db, morningOf(addDays(due, 30)));
    expect(await reminders("setdays@example.com")).toHaveLength(1);
  });
});
