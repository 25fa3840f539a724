import { labourRules } from "../../../contract/rules/labour-rules.ts";
import { describe, expect, it } from "vitest";
import { bonusCsvMessages, parseBonusCsv } from "./bonus-csv.ts";
import { bonusCoverage, calculateBonus, type BonusEmployee, type BonusTerms } from "./bonus.ts";

const rupees = (n: number) => Math.round(n * 100);
const terms = (extra: Partial<BonusTerms> = {}): BonusTerms => ({
  covered: true,
  rate: 833,
  minimumWage: rupees(7_410),
  ...extra,
});
const employee = (wages: number, months = 12, days = 300): BonusEmployee => ({
  name: "Asha",
  wages: rupees(wages),
  months,
  days,
});
const payable = (t: BonusTerms, e: BonusEmployee) => calculateBonus(labourRules, t, e).payablePaise / 100;

describe("statutory bonus", () => {
  it("works bonus on the minimum wage when it is above the ₹7,000 ceiling", () => {
    // Wages 12,000 > ceiling max(7,000, 7,410) = 7,410. 7,410 × 12 = 88,920; 8.33% = 7,406.99 → 7,407.
    const result = calculateBonus(labourRules, terms(), employee(12_000));
    expect(result.eligible).toBe(true);
    expect(result.payablePaise).toBe(rupees(7_407));
    expect(result.lines[0]!.rule).toBe(
      "₹7,410 a month (the minimum wage of ₹7,410, which is above the ₹7,000 ceiling) × 12 months",
    );
    // The default minimum wage is Rajasthan's 2023 rate: flagged.
    expect(result.caveats.some((c) => c.includes("Rajasthan's minimum wages"))).toBe(true);
    // At the 20% maximum: 88,920 × 20% = 17,784.
    expect(payable(terms({ rate: 2000 }), employee(12_000))).toBe(17_784);
  });

  it("works bonus on actual wages under the ceiling, and on ₹7,000 when no minimum wage is given", () => {
    // 5,000 × 12 = 60,000; 8.33% = 4,998.
    expect(payable(terms(), employee(5_000))).toBe(4_998);
    // 10,000 with no minimum wage: 7,000 × 12 = 84,000; 8.33% = 6,997.20 → 6,997.
    expect(payable(terms({ minimumWage: 0 }), employee(10_000))).toBe(6_997);
  });

  it("is due up to ₹21,000 a month and not above", () => {
    expect(calculateBonus(labourRules, terms(), employee(21_000)).eligible).toBe(true);
    const above = calculateBonus(labourRules, terms(), employee(21_000.01));
    expect(above.eligible).toBe(false);
    expect(above.headline).toBe("Not eligible: wages of ₹21,000.01 a month are above the ₹21,000 limit.");
    expect(above.caveats.some((c) => c.includes("re-notified"))).toBe(true);
    expect(calculateBonus(labourRules, terms(), employee(1_00_00_000)).eligible).toBe(false);
  });

  it("needs 30 days worked: 29 is not enough, 30 is", () => {
    expect(calculateBonus(labourRules, terms(), employee(5_000, 1, 29)).headline).toBe(
      "Not eligible: 29 days worked is less than the 30 days required in the accounting year.",
    );
    // 30 days, one month's wages: 5,000 × 8.33% = 416.50 → 417 (nearest, half up).
    expect(payable(terms(), employee(5_000, 1, 30))).toBe(417);
  });

  it("pays at least ₹100 for a year, in proportion for part of one", () => {
    // 50 × 12 = 600; 8.33% = 49.98 → 50, less than ₹100: 100.
    expect(payable(terms(), employee(50))).toBe(100);
    // 50 × 6 = 300; 8.33% = 24.99 → 25; minimum 100 × 6 ÷ 12 = 50.
    const half = calculateBonus(labourRules, terms(), employee(50, 6, 150));
    expect(half.payablePaise).toBe(rupees(50));
    expect(half.lines[1]!.rule).toContain(
      "less than the minimum of ₹50 (₹100 for a full year, in proportion for 6 months)",
    );
    // Zero wages: 0 months → nothing.
    expect(payable(terms(), employee(0, 0, 30))).toBe(0);
  });

  it("says when the establishment is not covered", () => {
    expect(bonusCoverage(labourRules, terms())).toBeNull();
    expect(bonusCoverage(labourRules, terms({ covered: false }))?.text).toContain("20 or more persons");
  });
});

describe("bonus list (pasted CSV)", () => {
  it("reads a header and rows, commas or tabs, quoted amounts with commas", () => {
    const text = 'name,monthly wages,months,days\nAsha,"15,000",12,300\nRavi\t9000\t6\t150\n\n';
    expect(parseBonusCsv(text)).toEqual({
      employees: [
        { name: "Asha", wages: rupees(15_000), months: 12, days: 300 },
        { name: "Ravi", wages: rupees(9_000), months: 6, days: 150 },
      ],
      errors: [],
    });
  });

  it("names each bad line and computes nothing until all lines read", () => {
    const text = "Asha,15000,12,300\nRavi,abc,12,300\nMeena,9000,13,400\nOnly,two";
    expect(parseBonusCsv(text)).toEqual({
      employees: [],
      errors: [
        bonusCsvMessages.wages(2),
        bonusCsvMessages.months(3),
        bonusCsvMessages.days(3),
        bonusCsvMessages.columns(4),
      ],
    });
    expect(bonusCsvMessages.wages(2)).toBe("Line 2: monthly wages must be an amount in rupees up to ₹1,00,00,000.");
  });

  it("asks for a list when there is none, and refuses one too long for a link", () => {
    expect(parseBonusCsv("")).toEqual({ employees: [], errors: [bonusCsvMessages.required] });
    expect(parseBonusCsv("name,wages,months,days")).toEqual({ employees: [], errors: [bonusCsvMessages.required] });
    const rows = Array.from({ length: 101 }, (_, i) => `E${i},1,1,30`).join("\n");
    expect(parseBonusCsv(rows).errors).toEqual([bonusCsvMessages.tooLong]);
    expect(bonusCsvMessages.tooLong).toBe("Paste at most 100 employees (4,000 characters) at a time.");
  });
});

/** The content audit of 27 November 2026, §4.3: the right answers of its worked examples. */
describe("content audit worked examples (bonus)", () => {
  it("BN1-BN5", () => {
    expect(payable(terms(), employee(15_000, 12, 250))).toBe(7_407);
    expect(payable(terms({ rate: 2000 }), employee(6_000, 8, 200))).toBe(9_600);
    expect(calculateBonus(labourRules, terms(), employee(22_000)).eligible).toBe(false);
    expect(calculateBonus(labourRules, terms(), employee(21_000)).eligible).toBe(true);
    expect(calculateBonus(labourRules, terms(), employee(9_000, 12, 25)).eligible).toBe(false);
    expect(payable(terms(), employee(50, 12, 300))).toBe(100);
  });
});
