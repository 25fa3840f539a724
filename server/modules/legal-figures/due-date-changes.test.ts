import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueDatesBetween } from "../../../contract/rules/calendar-dates.ts";
import { figureAdminPaths } from "../../../contract/legal-content/legal-figures.ts";
import { bearer, loginAs } from "../../../tests/setup/api-helpers.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { listLegalUpdates } from "../legal-updates/legal-updates.repository.ts";

describe("a due date moved for one period through the console", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await loginAs(t);
  });
  afterAll(() => t.close());

  const move = (payload: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: figureAdminPaths.dueDateChanges,
      headers: bearer(token),
      payload: {
        obligationId: "esi",
        dueDate: "2026-12-15",
        newDate: "2027-01-05",
        sourceName: "Employees' State Insurance Corporation",
        sourceUrl: "https://www.esic.gov.in/circulars",
        reviewed: "2026-11-20",
        summary: "ESIC extends the due date of November 2026's contributions to 5 January 2027.",
        ...payload,
      },
    });

  it("refuses a date that is not one of the obligation's due dates", async () => {
    const refused = await move({ dueDate: "2026-12-16" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toHaveProperty("dueDate");
  });

  it("moves that period in the calendar and the reminders' calendar, and lists the change on /updates", async () => {
    expect((await move({})).statusCode).toBe(201);
    const calendar = await t.app.figures.calendarOn("2026-11-27");
    const esi = dueDatesBetween(calendar, { state: "Rajasthan", kind: "all" }, "2026-12-01", "2027-01-31")
      .filter((d) => d.obligation.id === "esi")
      .map((d) => `${d.date} ${d.period}`);
    expect(esi).toEqual(["2027-01-05 for November 2026", "2027-01-15 for December 2026"]);
    const [line] = await listLegalUpdates(t.db);
    expect(line).toMatchObject({
      summary: "ESIC extends the due date of November 2026's contributions to 5 January 2027.",
      pages: ["/tools/compliance-calendar"],
      source: { url: "https://www.esic.gov.in/circulars" },
    });
    // The console's list, through its response schema, names the move and the obligations it can move.
    const list = await t.app.inject({ url: figureAdminPaths.figures, headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const body = list.json<{ dueDateChanges: { newDate: string }[]; obligations: { id: string }[] }>();
    expect(body.dueDateChanges.map((c) => c.newDate)).toEqual(["2027-01-05"]);
    expect(body.obligations.map((o) => o.id)).toContain("esi");
  });
});
