import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingPaths } from "../../../contract/console/billing.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { jobNames } from "../../jobs/job-names.ts";
import { noPayment } from "../payments/payment-provider.ts";
import { addMonths, indianDate, issueDueRetainers } from "./retainers.service.ts";

const DAY = 86_400_000;

describe("retainers", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const invoices = async () =>
    (await t.app.inject({ url: billingPaths.invoices, headers: auth })).json().invoices as {
      number: string | null;
      status: string;
      total: number;
      lines: { description: string }[];
      dueDate: string;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(() => t.close());

  it("issue a monthly invoice on its day, once per turn however many passes run, then next month", async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers: auth, payload });
    const client = await post(billingPaths.clients, {
      businessName: "Pune Tools",
      gstin: "27AAPFU0939F1ZV",
      address: "Plot 4",
      state: "Maharashtra",
      email: "accounts@pune-tools.example",
    });
    const now = new Date();
    const today = indianDate(now);
    const created = await post(billingPaths.retainers, {
      clientId: client.json().client.id,
      frequency: "monthly",
      lines: [{ description: "Payroll compliance retainer", sac: "998311", quantity: 1, rate: 25000, gstRate: 18 }],
      startOn: today,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().retainer).toMatchObject({ nextIssueOn: today, dueDays: 15, active: true });

    // Two passes at once (two instances past the gate, or a retry): one invoice.
    await Promise.all([t.app.jobs.run(jobNames.retainers, now), issueDueRetainers(t.db, noPayment, now)]);
    await t.app.jobs.run(jobNames.retainers, new Date(now.getTime() + 60_000));
    const first = await invoices();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      status: "issued",
      total: 29500,
      dueDate: new Date(Date.parse(today) + 15 * DAY).toISOString().slice(0, 10),
    });
    expect(first[0]!.number).toMatch(/^SHR\//);
    expect(first[0]!.lines[0]!.description).toMatch(/^Payroll compliance retainer \(\w+ \d{4}\)$/);
    const retainers = (await t.app.inject({ url: billingPaths.retainers, headers: auth })).json().retainers;
    expect(retainers[0].nextIssueOn).toBe(addMonths(today, 1));
    const queued = await t.db.selectFrom("outbox").select(["recipient", "attachments"]).execute();
    expect(queued.filter((row) => row.recipient === "accounts@pune-tools.example" && row.attachments)).toHaveLength(1);

    // A month later: the next turn.
    await t.app.jobs.run(jobNames.retainers, new Date(Date.parse(`${addMonths(today, 1)}T06:00:00Z`)));
    const second = await invoices();
    expect(second.filter((invoice) => invoice.number)).toHaveLength(2);
    expect(new Set(second.map((invoice) => invoice.number)).size).toBe(2);
  });

  it("moves dates by calendar months, keeping the month's last day when the day is missing", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-11-27", 3)).toBe("2027-02-27");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
  });
});
