import { describe, expect, it } from "vitest";
import { labourRules } from "./labour-rules.ts";
import { rulesOn, type FigureOverride } from "./labour-rules-on.ts";

const notice = { name: "ESIC notification", url: "https://www.esic.gov.in/notifications/ceiling-2027" };
const ceiling = (value: number, effectiveFrom: string): FigureOverride => ({
  key: "esi.wageCeiling",
  value,
  effectiveFrom,
  source: notice,
});

describe("rulesOn: the figures in force on a day in India", () => {
  it("is the typed file when nothing was entered", () => {
    expect(rulesOn([], "2026-11-27")).toBe(labourRules);
  });

  it("keeps the typed value before an entry's effective date and switches on that day", () => {
    const entries = [ceiling(25_000, "2027-01-01")];
    expect(rulesOn(entries, "2026-12-31").esi.wageCeiling.value).toBe(21_000);
    const from = rulesOn(entries, "2027-01-01").esi.wageCeiling;
    expect(from.value).toBe(25_000);
    expect(from).toMatchObject({ asOf: "1 Jan 2027", sources: [], official: notice });
    // The typed file's doubt was about ₹21,000; it goes with that value.
    expect(from).not.toHaveProperty("uncertain");
    expect(rulesOn(entries, "2027-06-30").esi.wageCeiling.value).toBe(25_000);
  });

  it("takes the latest entry in force, and a later entry for the same date corrects an earlier one", () => {
    const entries = [ceiling(25_000, "2027-01-01"), ceiling(30_000, "2027-04-01"), ceiling(26_000, "2027-01-01")];
    expect(rulesOn(entries, "2027-02-01").esi.wageCeiling.value).toBe(26_000);
    expect(rulesOn(entries, "2027-04-01").esi.wageCeiling.value).toBe(30_000);
  });

  it("changes only the entered figure and leaves the typed file as it was", () => {
    const rules = rulesOn([ceiling(25_000, "2027-01-01")], "2027-01-01");
    expect(rules.esi.employeeRate).toBe(labourRules.esi.employeeRate);
    expect(rules.epf).toEqual(labourRules.epf);
    expect(labourRules.esi.wageCeiling.value).toBe(21_000);
  });

  it("ignores a key that is not a number of the rules file", () => {
    const rules = rulesOn([{ ...ceiling(1, "2020-01-01"), key: "holidays.national" }], "2027-01-01");
    expect(rules.holidays.national).toBe(labourRules.holidays.national);
  });
});
