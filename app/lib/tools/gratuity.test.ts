import { labourRules } from "../../../contract/rules/labour-rules.ts";
import { describe, expect, it } from "vitest";
import { calculateGratuity, type GratuityInput } from "./gratuity.ts";

const rupees = (n: number) => Math.round(n * 100);

function employee(wages: number, years: number, months: number, extra: Partial<GratuityInput> = {}): GratuityInput {
  return {
    wages: rupees(wages),
    allowances: 0,
    excluded: 0,
    years,
    months,
    type: "permanent",
    covered: true,
    exit: "leaving",
    ...extra,
  };
}

const payable = (input: GratuityInput) => calculateGratuity(labourRules, input).payablePaise / 100;

describe("gratuity", () => {
  it("pays 15 days' wages per year at 15/26 of the monthly wages", () => {
    // 26,000 × 15 ÷ 26 = 15,000 a year; × 10 years = 1,50,000.
    const result = calculateGratuity(labourRules, employee(26_000, 10, 0));
    expect(result.status).toBe("eligible");
    expect(result.payablePaise).toBe(rupees(1_50_000));
    expect(result.headline).toBe("Gratuity payable: ₹1,50,000.");
    expect(result.lines[1]!.rule).toBe(
      "₹26,000 × 15 ÷ 26 for each year of service; 10 years counted as 10 years; rounded to the nearest rupee",
    );
  });

  it("counts a final part year of more than six months as a year, and six months or less not at all", () => {
    // 5 years 7 months → 6 years: 15,000 × 6 = 90,000. 5 years 6 months → 5 years: 75,000.
    expect(payable(employee(26_000, 5, 7))).toBe(90_000);
    expect(payable(employee(26_000, 5, 6))).toBe(75_000);
    expect(calculateGratuity(labourRules, employee(26_000, 5, 6)).lines[1]!.rule).toContain(
      "the 6 months are not more than 6, so they are not counted",
    );
  });

  it("needs five completed years of a permanent employee: 4 years 11 months is not enough, 5 years is", () => {
    const short = calculateGratuity(labourRules, employee(26_000, 4, 11));
    expect(short.status).toBe("not-eligible");
    expect(short.payablePaise).toBe(0);
    expect(short.headline).toBe(
      "Not eligible yet because 4 years 11 months of continuous service is less than the 5 years the law requires of permanent staff; 1 month to go. Gratuity is due without this condition on death or disablement.",
    );
    // The courts' 240-day view is flagged beside the answer in the fifth year.
    expect(short.caveats.some((c) => c.includes("240 days"))).toBe(true);
    // Exactly 5 years: 15,000 × 5 = 75,000.
    expect(payable(employee(26_000, 5, 0))).toBe(75_000);
  });

  it("gives fixed-term staff gratuity after one year, pro rata by the month", () => {
    // 1 year 4 months = 16 months: 26,000 × 15 ÷ 26 × 16 ÷ 12 = 15,000 × 1.3333 = 20,000.
    const result = calculateGratuity(labourRules, employee(26_000, 1, 4, { type: "fixed-term" }));
    expect(result.payablePaise).toBe(rupees(20_000));
    expect(result.lines[1]!.rule).toContain("1 year 4 months counted pro rata: 1.33 years");
    expect(result.caveats.some((c) => c.includes("pro rata"))).toBe(true);
    // 11 months: not yet one year.
    const short = calculateGratuity(labourRules, employee(26_000, 0, 11, { type: "fixed-term" }));
    expect(short.status).toBe("not-eligible");
    expect(short.headline).toContain("less than the 1 year the law requires of fixed-term staff; 1 month to go");
    // Exactly 1 year: 15,000.
    expect(payable(employee(26_000, 1, 0, { type: "fixed-term" }))).toBe(15_000);
  });

  it("pays on death or disablement whatever the service", () => {
    // 2 years 3 months, permanent: 3 months are not counted → 2 years: 15,000 × 2 = 30,000.
    expect(payable(employee(26_000, 2, 3, { exit: "death-disablement" }))).toBe(30_000);
    // Under a year: nothing to count, so nothing is worked out.
    expect(payable(employee(26_000, 0, 5, { exit: "death-disablement" }))).toBe(0);
  });

  it("stops at the ₹20 lakh ceiling", () => {
    // 86,666 × 15 ÷ 26 × 40 = 19,99,984.62 → 19,99,985: under the ceiling.
    expect(payable(employee(86_666, 40, 0))).toBe(19_99_985);
    // 86,667 × 15 ÷ 26 × 40 = 20,00,007.69 → capped at 20,00,000.
    const capped = calculateGratuity(labourRules, employee(86_667, 40, 0));
    expect(capped.lines[1]!.amountPaise).toBe(rupees(20_00_008));
    expect(capped.payablePaise).toBe(rupees(20_00_000));
    expect(capped.lines[2]!.rule).toBe("Capped at the ₹20,00,000 ceiling");
    expect(capped.caveats.some((c) => c.includes("₹20 lakh"))).toBe(true);
    // A very large salary: 1 crore a month for 30 years is still 20 lakh.
    expect(payable(employee(1_00_00_000, 30, 0))).toBe(20_00_000);
  });

  it("uses wages under the Code: excluded allowances above half of pay are added back", () => {
    // Basic + DA 10,000, excluded 30,000: wages 20,000. 20,000 × 15 ÷ 26 × 5 = 57,692.31 → 57,692.
    expect(payable(employee(10_000, 5, 0, { excluded: rupees(30_000) }))).toBe(57_692);
  });

  it("counts allowances not on the exclusion list (special allowance) as wages", () => {
    // Basic + DA 10,000, special 10,000, HRA 5,000: wages 20,000; × 15 ÷ 26 × 5 = 57,692.
    expect(payable(employee(10_000, 5, 0, { allowances: rupees(10_000), excluded: rupees(5_000) }))).toBe(57_692);
  });

  it("answers zero wages with zero, and an establishment under 10 employees with no statutory gratuity", () => {
    expect(payable(employee(0, 10, 0))).toBe(0);
    const small = calculateGratuity(labourRules, employee(26_000, 10, 0, { covered: false }));
    expect(small.status).toBe("not-covered");
    expect(small.notes[0]!.text).toContain("establishments with 10 or more employees");
  });
});

/** The content audit of 27 November 2026, §4.2: the right answers of its worked examples. */
describe("content audit worked examples (gratuity)", () => {
  it("G1, G2, G6, G8: amounts, the part-year rule, the ceiling and death", () => {
    expect(payable(employee(30_000, 10, 0))).toBe(1_73_077);
    expect(payable(employee(25_000, 6, 7))).toBe(1_00_962);
    expect(payable(employee(25_000, 6, 6))).toBe(86_538);
    expect(payable(employee(2_50_000, 20, 0))).toBe(20_00_000);
    expect(payable(employee(20_000, 2, 8, { exit: "death-disablement" }))).toBe(34_615);
  });

  it("G3, G4, G5: eligibility for permanent and fixed-term staff", () => {
    expect(calculateGratuity(labourRules, employee(25_000, 4, 11)).status).toBe("not-eligible");
    expect(payable(employee(26_000, 1, 3, { type: "fixed-term" }))).toBe(18_750);
    expect(calculateGratuity(labourRules, employee(26_000, 0, 11, { type: "fixed-term" })).status).toBe("not-eligible");
  });

  it("G7: HRA and conveyance of 30,000 on basic + DA 20,000 add back 5,000", () => {
    expect(payable(employee(20_000, 10, 0, { excluded: rupees(30_000) }))).toBe(1_44_231);
  });
});
