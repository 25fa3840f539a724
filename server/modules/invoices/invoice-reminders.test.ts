import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingPaths } from "../../../contract/console/billing.ts";
import { addDays, indiaToday } from "../../../contract/rules/calendar-dates.ts";
import { formatDate } from "../../../contract/shared/format.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { jobNames } from "../../jobs/job-names.ts";
import { queueInvoiceReminders, reminderDays } from "./invoice-reminders.ts";

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
});
