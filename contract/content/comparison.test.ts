import { describe, expect, it } from "vitest";
import { comparisonPage, comparisonTabs } from "./comparison.ts";

// SPEC 3 "Plan comparison data", typed out from the spec text: "all" = in all three plans,
// "pro" = in Professional and Platinum, "plat" = in Platinum only.
const all = [true, true, true];
const pro = [false, true, true];
const plat = [false, false, true];

const expected: { label: string; rows: [string, unknown[]][] }[] = [
  {
    label: "What You Get",
    rows: [
      ["Basic HR Support", all],
      ["Employee Handbook", all],
      ["Compliance Updates", all],
      ["HR Policy Templates", all],
      ["Dedicated HR Consultant", pro],
      ["Recruitment Support", pro],
      ["Performance Management", pro],
      ["24/7 HR Support", plat],
      ["Strategic HR Planning", plat],
      ["Executive Coaching", plat],
    ],
  },
  {
    label: "Benefits",
    rows: [
      ["Compliance Assurance", all],
      ["Reduced Legal Risks", all],
      ["Standardized Processes", all],
      ["Improved Hiring", pro],
      ["Employee Development", pro],
      ["Priority Support", pro],
      ["Strategic Alignment", plat],
      ["Leadership Development", plat],
    ],
  },
  {
    label: "Process",
    rows: [
      ["Initial Consultation", ["1 session", "2 sessions", "Unlimited"]],
      ["Implementation Timeline", ["2 weeks", "1 week", "48 hours"]],
      ["Ongoing Support", ["Email only", "Email + Phone", "24/7 Multichannel"]],
      ["Review Meetings", ["Annual", "Quarterly", "Monthly"]],
    ],
  },
];

describe("plan comparison data (SPEC 3)", () => {
  it("has the three tabs in order", () => {
    expect(comparisonTabs.map((t) => t.label)).toEqual(["What You Get", "Benefits", "Process"]);
    expect(comparisonTabs.map((t) => t.id)).toEqual(["features", "benefits", "process"]);
  });

  it("has the three plan columns in order", () => {
    expect(comparisonPage.plans.map((p) => p.name)).toEqual(["HR Essentials", "HR Professional", "HR Platinum"]);
  });

  for (const [i, tab] of expected.entries()) {
    it(`matches every row and cell of "${tab.label}"`, () => {
      const actual = comparisonTabs[i]!.rows.map((r) => [r.label, r.cells]);
      expect(actual).toEqual(tab.rows);
    });
  }

  it("sends the Get Free HR Audit button to /contact", () => {
    expect(comparisonPage.cta).toMatchObject({ label: "Get Free HR Audit", to: "/contact" });
  });
});
