import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouterContextProvider } from "react-router";
import { figureAdminPaths } from "../../../contract/legal-content/legal-figures.ts";
import { bearer, loginAs } from "../../../tests/setup/api-helpers.ts";
import { loaderContext } from "../../../tests/setup/loader-context.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { loader } from "./bonus-page.tsx";
import type { Route } from "./+types/bonus-page";

/**
 * The bonus form's first values are the rules in force, like its answer (decision 084): a new
 * Rajasthan minimum wage entered in the console becomes the form's default on its day, and a new
 * minimum rate moves the rate's default and its lower bound.
 */
describe("the bonus calculator's defaults follow the figures staff enter", () => {
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

  const load = (query = "") =>
    loader({
      request: new Request(`http://localhost/tools/bonus-calculator${query}`),
      context,
      params: {},
    } as unknown as Route.LoaderArgs);
  const enter = async (key: string, value: number, summary: string) => {
    const saved = await t.app.inject({
      method: "POST",
      url: figureAdminPaths.figures,
      headers: bearer(token),
      payload: {
        key,
        value,
        effectiveFrom: "2026-12-01",
        sourceName: "Labour Department, Government of Rajasthan",
        sourceUrl: "https://labour.rajasthan.gov.in/notifications",
        reviewed: "2026-11-27",
        summary,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  };

  it("fills the form with the minimum wage and rate in force, switching on the effective day", async () => {
    const before = await load();
    expect(before.defaults.rate).toBe("8.33");
    await enter(
      "minimumWage.rajasthanUnskilledMonthly",
      7_800,
      "Rajasthan's unskilled minimum wage rises to ₹7,800 a month.",
    );
    await enter("bonus.minimumRate", 1_000, "The minimum bonus rises to 10 %.");
    expect((await load()).defaults).toEqual(before.defaults);

    now = new Date("2026-11-30T18:30:00Z");
    expect((await load()).defaults).toEqual({ rate: "10", minimumWage: "7800" });
    // 9 % is now below the minimum: refused with the rate's message.
    const refused = await load("?rate=9&wages=10000&months=12&days=300");
    expect(refused.result).toBeNull();
    expect(refused.form.errors).toHaveProperty("rate");
  });
});
