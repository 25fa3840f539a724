import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouterContextProvider } from "react-router";
import { figureAdminPaths, type FiguresList } from "../../../contract/legal-content/legal-figures.ts";
import { bearer, loginAs } from "../../../tests/setup/api-helpers.ts";
import { loaderContext } from "../../../tests/setup/loader-context.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { loader } from "./pf-esi-page.tsx";
import type { Route } from "./+types/pf-esi-page";

/**
 * Issue 27's "Done when": an editor enters a new ESI wage ceiling effective next month; the PF/ESI
 * calculator keeps today's figure until that day in India and switches on it. Through the console
 * API, the database, the page services' rules cache and the page's loader, with the clock moved.
 */
describe("a new ESI wage ceiling entered ahead of its date", () => {
  let t: TestApp;
  let token: string;
  let now = new Date("2026-11-27T06:00:00Z");
  let context: RouterContextProvider;
  beforeAll(async () => {
    t = await createTestApp();
    token = await loginAs(t);
    context = loaderContext(t, () => now);
  });
  afterAll(() => t.close());

  /** ₹22,000 basic: above today's ₹21,000 ESI ceiling, within a ₹25,000 one. */
  const esiShares = async () => {
    const request = new Request("http://localhost/tools/pf-esi-calculator?basic=22000&state=Rajasthan");
    const data = await loader({ request, context, params: {} } as unknown as Route.LoaderArgs);
    const lines = data.result!.esi;
    return {
      employee: lines.find((l) => l.id === "esi-employee")!.amountPaise / 100,
      employer: lines.find((l) => l.id === "esi-employer")!.amountPaise / 100,
      rule: lines[0]!.rule,
      sources: lines.flatMap((l) => l.sources),
    };
  };

  it("keeps today's answer until the effective day in India, then answers with the new ceiling", async () => {
    expect(await esiShares()).toMatchObject({ employee: 0, employer: 0 });

    const saved = await t.app.inject({
      method: "POST",
      url: figureAdminPaths.figures,
      headers: bearer(token),
      payload: {
        key: "esi.wageCeiling",
        value: 25_000,
        effectiveFrom: "2026-12-01",
        sourceName: "Employees' State Insurance Corporation",
        sourceUrl: "https://www.esic.gov.in/notifications",
        reviewed: "2026-11-27",
        summary: "The ESI wage ceiling rises from ₹21,000 to ₹25,000 a month from 1 December 2026.",
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);

    // Today, and on the last evening of November in India, the old ceiling still applies.
    const today = await esiShares();
    expect(today).toMatchObject({ employee: 0, employer: 0 });
    expect(today.rule).toContain("₹21,000 ceiling");
    now = new Date("2026-11-30T18:29:00Z");
    expect(await esiShares()).toMatchObject({ employee: 0, employer: 0 });

    // Midnight in India (18:30 UTC): covered, 0.75% and 3.25% of ₹22,000 rounded up.
    expect(today.sources).not.toContainEqual(expect.objectContaining({ url: "https://www.esic.gov.in/notifications" }));
    now = new Date("2026-11-30T18:30:00Z");
    const switched = await esiShares();
    expect(switched).toMatchObject({ employee: 165, employer: 715 });
    // The answer names the notice entered with the new ceiling among its sources.
    expect(switched.sources).toContainEqual({
      name: "Employees' State Insurance Corporation",
      url: "https://www.esic.gov.in/notifications",
    });
  });

  it("lists the value as scheduled in the console until its day, then as current", async () => {
    now = new Date("2026-11-27T06:00:00Z");
    const list = await t.app.inject({ method: "GET", url: figureAdminPaths.figures, headers: bearer(token) });
    const esi = list.json<FiguresList>().figures.find((f) => f.key === "esi.wageCeiling")!;
    expect(esi.current).toEqual({ value: 21_000, effectiveFrom: null });
    expect(esi.scheduled.map((e) => [e.value, e.effectiveFrom, e.createdBy])).toEqual([
      [25_000, "2026-12-01", "9999999999"],
    ]);
  });

  it("refuses an entry without a source or summary, and anyone who is not an editor", async () => {
    const payload = { key: "esi.wageCeiling", value: 25_000, effectiveFrom: "2026-12-01", reviewed: "2026-11-27" };
    const refused = await t.app.inject({
      method: "POST",
      url: figureAdminPaths.figures,
      headers: bearer(token),
      payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: Record<string, string> }>().fields)).toEqual(
      expect.arrayContaining(["sourceName", "sourceUrl", "summary"]),
    );
    const stranger = await t.app.inject({ method: "POST", url: figureAdminPaths.figures, payload });
    expect(stranger.statusCode).toBe(401);
  });
});
