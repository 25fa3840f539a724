import { describe, expect, it } from "vitest";
import {
  closedDay,
  dueDatesBetween,
  indiaToday,
  monthWeeks,
  obligationsFor,
  occurrences,
  periodText,
} from "./calendar-dates.ts";
import { labourRules } from "./labour-rules.ts";

const calendar = { rules: labourRules, moves: [] };

const byId = (id: string) => obligationsFor(calendar, { state: "Rajasthan", kind: "all" }).find((o) => o.id === id)!;

describe("compliance calendar dates", () => {
  it("finds today's date in India, which is ahead of UTC by 5h30", () => {
    // 18:29 UTC is 23:59 IST the same day; 18:30 UTC is midnight IST, the next day.
    expect(indiaToday(new Date("2026-11-24T18:29:00Z"))).toBe("2026-11-24");
    expect(indiaToday(new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-25");
  });

  it("puts EPF and ESI on the 15th and wages on the 7th of every month", () => {
    expect(occurrences(byId("epf"), "2026-11-24", "2027-02-28")).toEqual(["2026-12-15", "2027-01-15", "2027-02-15"]);
    expect(occurrences(byId("esi"), "2026-12-15", "2026-12-15")).toEqual(["2026-12-15"]);
    expect(occurrences(byId("wages"), "2026-11-01", "2026-12-31")).toEqual(["2026-11-07", "2026-12-07"]);
  });

  it("skips 7 April for TDS, whose March deposit is due on 30 April", () => {
    expect(occurrences(byId("tds"), "2027-03-01", "2027-05-31")).toEqual(["2027-03-07", "2027-05-07"]);
    expect(occurrences(byId("tds-march"), "2027-01-01", "2027-12-31")).toEqual(["2027-04-30"]);
  });

  it("files salary TDS statements on 31 July, 31 October, 31 January and 31 May, each for the quarter before", () => {
    const dates = occurrences(byId("tds-statement"), "2026-11-24", "2027-11-23");
    expect(dates).toEqual(["2027-01-31", "2027-05-31", "2027-07-31", "2027-10-31"]);
    expect(dates.map((d) => periodText("previous-quarter", d))).toEqual([
      "for October–December 2026",
      "for January–March 2027",
      "for April–June 2027",
      "for July–September 2027",
    ]);
  });

  it("says what each date settles", () => {
    expect(periodText("previous-month", "2027-01-15")).toBe("for December 2026");
    expect(periodText("previous-calendar-year", "2027-01-31")).toBe("for 2026");
    expect(periodText("previous-accounting-year", "2026-11-30")).toBe("for April 2025–March 2026");
    expect(periodText("previous-tax-year", "2027-06-15")).toBe("for tax year 2026-27");
  });

  it("lists the factory return only for factories in Rajasthan", () => {
    const ids = (state: string, kind: Parameters<typeof obligationsFor>[1]["kind"]) =>
      obligationsFor(calendar, { state, kind }).map((o) => o.id);
    expect(ids("Rajasthan", "factory-power")).toContain("factory-return");
    expect(ids("Rajasthan", "all")).toContain("factory-return");
    expect(ids("Rajasthan", "shop")).not.toContain("factory-return");
    expect(ids("Gujarat", "factory-power")).not.toContain("factory-return");
    expect(ids("Gujarat", "shop")).toContain("epf");
  });

  it("orders a period's dates by day, and the calendar's order within a day", () => {
    const december = dueDatesBetween(calendar, { state: "Rajasthan", kind: "shop" }, "2026-12-01", "2026-12-31");
    expect(december.map((d) => `${d.date} ${d.obligation.id}`)).toEqual([
      "2026-12-07 wages",
      "2026-12-07 tds",
      "2026-12-15 epf",
      "2026-12-15 esi",
    ]);
    expect(december[2]!.period).toBe("for November 2026");
    // 30 November 2026 is the bonus date for the year that ended on 31 March 2026.
    const next = dueDatesBetween(calendar, { state: "Rajasthan", kind: "all" }, "2026-11-24", "2026-11-30");
    expect(next.map((d) => `${d.date} ${d.obligation.id} ${d.period}`)).toEqual([
      "2026-11-30 bonus for April 2025–March 2026",
    ]);
  });

  it("lays a month out in weeks from Monday", () => {
    // 1 December 2026 is a Tuesday: one blank, then 31 days, then blanks to fill the last week.
    const weeks = monthWeeks(2026, 12);
    expect(weeks[0]).toEqual([
      null,
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(weeks).toHaveLength(5);
    expect(weeks[4]).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null, null]);
  });
});

/** The content audit of 27 November 2026, §5: due dates on closed days are flagged, never moved. */
describe("due dates on Sundays and national holidays", () => {
  it("flags the closed days of 2026-27 the audit found", () => {
    const flagged = dueDatesBetween(calendar, { state: "Rajasthan", kind: "all" }, "2026-11-27", "2027-11-26")
      .filter((d) => d.closed)
      .map((d) => `${d.date} ${d.obligation.id}: ${d.closed}`);
    expect(flagged).toEqual(
      expect.arrayContaining([
        "2027-01-31 tds-statement: a Sunday",
        "2027-02-07 wages: a Sunday",
        "2027-03-07 wages: a Sunday",
        "2027-08-15 epf: Independence Day, a Sunday",
        "2027-08-15 esi: Independence Day, a Sunday",
        "2027-10-31 tds-statement: a Sunday",
        "2027-11-07 wages: a Sunday",
      ]),
    );
    // A working day is not flagged: 15 December 2026 is a Tuesday.
    expect(closedDay("2026-12-15")).toBeNull();
    expect(closedDay("2027-01-26")).toBe("Republic Day");
  });
});

describe("a due date moved for one period", () => {
  const moved = {
    rules: labourRules,
    moves: [{ obligationId: "esi", dueDate: "2026-12-15", newDate: "2027-01-05" }],
  };
  const esiDates = (from: string, to: string) =>
    dueDatesBetween(moved, { state: "Rajasthan", kind: "all" }, from, to)
      .filter((d) => d.obligation.id === "esi")
      .map((d) => [d.date, d.period, d.movedFrom ?? null]);

  it("shows that period on its new date, still named for its month, and leaves the other periods alone", () => {
    expect(esiDates("2026-12-01", "2026-12-31")).toEqual([]);
    expect(esiDates("2027-01-01", "2027-01-31")).toEqual([
      ["2027-01-05", "for November 2026", "2026-12-15"],
      ["2027-01-15", "for December 2026", null],
    ]);
  });
});
