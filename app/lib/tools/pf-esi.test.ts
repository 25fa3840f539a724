import { labourRules } from "../../../contract/rules/labour-rules.ts";
import { describe, expect, it } from "vitest";
import { codeWages } from "./code-wages.ts";
import { calculatePfEsi, type PfEsiInput } from "./pf-esi.ts";
import type { ResultLine } from "./result-line.ts";

const rupees = (n: number) => Math.round(n * 100);

/** A month's pay in rupees; `excluded` holds only the Code's listed exclusions (HRA, conveyance ...). */
function salary(
  parts: Partial<Record<"basic" | "da" | "retaining" | "allowances" | "excluded", number>>,
  extra: Partial<PfEsiInput> = {},
): PfEsiInput {
  return {
    basic: rupees(parts.basic ?? 0),
    da: rupees(parts.da ?? 0),
    retaining: rupees(parts.retaining ?? 0),
    allowances: rupees(parts.allowances ?? 0),
    excluded: rupees(parts.excluded ?? 0),
    eps: "auto",
    state: "Rajasthan",
    disability: false,
    esiCoveredEarlier: false,
    ...extra,
  };
}

/** The amounts of a set of lines in rupees, by line id. */
const amounts = (lines: ResultLine[]) => Object.fromEntries(lines.map((l) => [l.id, l.amountPaise / 100]));

describe("wages under the Code (50% rule)", () => {
  it("adds back the allowances above half of total pay", () => {
    // 10,000 basic + 30,000 excluded = 40,000 total; half is 20,000; 30,000 - 20,000 = 10,000 added back.
    expect(
      codeWages(labourRules, { basic: rupees(10_000), da: 0, retaining: 0, allowances: 0, excluded: rupees(30_000) }),
    ).toEqual({
      base: rupees(10_000),
      total: rupees(40_000),
      addBack: rupees(10_000),
      wages: rupees(20_000),
    });
  });

  it("adds nothing when the allowances are exactly half of total pay", () => {
    // 10,000 + 10,000 = 20,000; other 10,000 is not more than half (10,000): wages stay 10,000.
    expect(
      codeWages(labourRules, {
        basic: rupees(6_000),
        da: rupees(3_000),
        retaining: rupees(1_000),
        allowances: 0,
        excluded: rupees(10_000),
      }).wages,
    ).toBe(rupees(10_000));
    // One rupee more of allowances: 20,001 total, half 10,000.50; 0.50 is added back.
    expect(
      codeWages(labourRules, { basic: rupees(10_000), da: 0, retaining: 0, allowances: 0, excluded: rupees(10_001) })
        .wages,
    ).toBe(rupees(10_000.5));
  });
});

describe("PF and ESI for one salary", () => {
  it("works a salary under both ceilings", () => {
    // Basic 10,000 + DA 2,000; other 3,000 is not over half of 15,000, so wages are 12,000.
    // EPF: 12% of 12,000 = 1,440 each side; EPS 8.33% × 12,000 = 999.60 → 1,000; EPF share 1,440 - 1,000 = 440;
    // EDLI 0.5% × 12,000 = 60; admin 0.5% × 12,000 = 60.
    // ESI: 12,000 ≤ 21,000; 12,000 ÷ 26 = 461.54 a day > 176; employee 0.75% = 90; employer 3.25% = 390.
    const result = calculatePfEsi(labourRules, salary({ basic: 10_000, da: 2_000, excluded: 3_000 }));
    expect(result.wages.wages).toBe(rupees(12_000));
    expect(amounts(result.epf)).toEqual({
      "epf-employee": 1440,
      eps: 1000,
      "epf-employer": 440,
      edli: 60,
      "epf-admin": 60,
    });
    expect(result.epfFullWages).toBeNull();
    expect(result.esiCovered).toBe(true);
    expect(amounts(result.esi)).toEqual({ "esi-employee": 90, "esi-employer": 390 });
    // Deduction 1,440 + 90 = 1,530; employer 1,000 + 440 + 60 + 60 + 390 = 1,950.
    expect(result.net.amountPaise).toBe(rupees(1_530));
    expect(result.employerCost.amountPaise).toBe(rupees(1_950));
    expect(result.net.rule).toBe("Employee EPF ₹1,440 + employee ESI ₹90");
  });

  it("works wages exactly at the EPF ceiling, with the rounding each scheme uses", () => {
    // 12% of 15,000 = 1,800; EPS 8.33% × 15,000 = 1,249.50 → 1,250 (nearest); EPF share 1,800 - 1,250 = 550;
    // EDLI 75; admin 75. ESI 0.75% × 15,000 = 112.50 → 113 and 3.25% = 487.50 → 488 (next higher rupee).
    const result = calculatePfEsi(labourRules, salary({ basic: 15_000 }));
    expect(amounts(result.epf)).toEqual({
      "epf-employee": 1800,
      eps: 1250,
      "epf-employer": 550,
      edli: 75,
      "epf-admin": 75,
    });
    expect(result.epfFullWages).toBeNull();
    expect(amounts(result.esi)).toEqual({ "esi-employee": 113, "esi-employer": 488 });
    // 1,800 + 113 = 1,913; 1,250 + 550 + 75 + 75 + 488 = 2,438.
    expect(result.net.amountPaise).toBe(rupees(1_913));
    expect(result.employerCost.amountPaise).toBe(rupees(2_438));
  });

  it("shows what changes when the employer contributes on full wages above the ceiling", () => {
    // Basic 10,000 + excluded 30,000: wages 20,000 after the add-back; a pension member from earlier.
    // Capped: as at 15,000 above. Full wages: 12% × 20,000 = 2,400 each side; EPS stays 1,250 so the EPF
    // share is 1,150; EDLI stays 75 (capped); admin 0.5% × 20,000 = 100.
    const result = calculatePfEsi(labourRules, salary({ basic: 10_000, excluded: 30_000 }, { eps: "yes" }));
    expect(result.wages.addBack).toBe(rupees(10_000));
    expect(amounts(result.epf)).toEqual({
      "epf-employee": 1800,
      eps: 1250,
      "epf-employer": 550,
      edli: 75,
      "epf-admin": 75,
    });
    expect(amounts(result.epfFullWages ?? [])).toEqual({
      "epf-employee-full": 2400,
      "eps-full": 1250,
      "epf-employer-full": 1150,
      "edli-full": 75,
      "epf-admin-full": 100,
    });
    // ESI on 20,000: 150 and 650.
    expect(amounts(result.esi)).toEqual({ "esi-employee": 150, "esi-employer": 650 });
    expect(result.wagesLine.rule).toContain("₹10,000 added back");
    expect(result.notes.map((n) => n.text).join(" ")).toContain("may stay out of EPF or join voluntarily");
  });

  it("covers ESI exactly at ₹21,000 and not a paisa above", () => {
    // 0.75% × 21,000 = 157.50 → 158; 3.25% × 21,000 = 682.50 → 683.
    expect(amounts(calculatePfEsi(labourRules, salary({ basic: 21_000 })).esi)).toEqual({
      "esi-employee": 158,
      "esi-employer": 683,
    });
    const above = calculatePfEsi(labourRules, salary({ basic: 21_000.01 }));
    expect(above.esiCovered).toBe(false);
    expect(amounts(above.esi)).toEqual({ "esi-employee": 0, "esi-employer": 0 });
    expect(above.esi[0]!.rule).toBe(
      "ESI wages of ₹21,000.01 are above the ₹21,000 ceiling, so the employee is not covered",
    );
  });

  it("uses ₹25,000 for a person with disability", () => {
    // 0.75% × 25,000 = 187.50 → 188; 3.25% × 25,000 = 812.50 → 813.
    expect(amounts(calculatePfEsi(labourRules, salary({ basic: 25_000 }, { disability: true })).esi)).toEqual({
      "esi-employee": 188,
      "esi-employer": 813,
    });
    expect(calculatePfEsi(labourRules, salary({ basic: 25_001 }, { disability: true })).esiCovered).toBe(false);
  });

  it("keeps an employee covered until the contribution period ends", () => {
    // 24,000 is above 21,000, but the employee was covered at the start of the period: 0.75% = 180, 3.25% = 780.
    const result = calculatePfEsi(labourRules, salary({ basic: 24_000 }, { esiCoveredEarlier: true }));
    expect(result.esiCovered).toBe(true);
    expect(amounts(result.esi)).toEqual({ "esi-employee": 180, "esi-employer": 780 });
    expect(result.notes[0]!.text).toContain("contributions continue on full wages until the period ends");
  });

  it("exempts the employee's share at an average daily wage of ₹176, not above", () => {
    // 4,576 ÷ 26 = 176.00 a day: no employee share; employer 3.25% × 4,576 = 148.72 → 149.
    const at = calculatePfEsi(labourRules, salary({ basic: 4_576 }));
    expect(amounts(at.esi)).toEqual({ "esi-employee": 0, "esi-employer": 149 });
    expect(at.esi[0]!.rule).toBe(
      "No employee share: the average daily wage (₹4,576 ÷ 26 = ₹176.00 a day) is not above ₹176",
    );
    // 4,577 ÷ 26 = 176.04: employee 0.75% × 4,577 = 34.33 → 35; employer 148.75 → 149.
    expect(amounts(calculatePfEsi(labourRules, salary({ basic: 4_577 })).esi)).toEqual({
      "esi-employee": 35,
      "esi-employer": 149,
    });
  });

  it("answers zero pay with zeros", () => {
    const result = calculatePfEsi(labourRules, salary({}));
    expect(Object.values(amounts([...result.epf, ...result.esi])).every((v) => v === 0)).toBe(true);
    expect(result.net.amountPaise).toBe(0);
    expect(result.employerCost.amountPaise).toBe(0);
  });

  it("handles a very large salary: EPF capped, no ESI, full-wage EPF in the crores", () => {
    // ₹1,00,00,000 basic: capped employee EPF 1,800; full wages 12% = 12,00,000; EPS 1,250; EPF share
    // 12,00,000 - 1,250 = 11,98,750; EDLI 75; admin 0.5% = 50,000.
    const result = calculatePfEsi(labourRules, salary({ basic: 1_00_00_000 }, { eps: "yes" }));
    expect(amounts(result.epf)["epf-employee"]).toBe(1800);
    expect(amounts(result.epfFullWages ?? [])).toEqual({
      "epf-employee-full": 12_00_000,
      "eps-full": 1250,
      "epf-employer-full": 11_98_750,
      "edli-full": 75,
      "epf-admin-full": 50_000,
    });
    expect(result.esiCovered).toBe(false);
  });

  it("says what the state adds, and flags the uncertain figures beside the result", () => {
    const text = (state: PfEsiInput["state"]) =>
      calculatePfEsi(labourRules, salary({ basic: 10_000 }, { state })).notes.at(-1)!.text;
    expect(text("Rajasthan")).toBe("Rajasthan levies no professional tax and has no labour welfare fund.");
    expect(text("Karnataka")).toBe(
      "Karnataka may levy professional tax and a labour welfare fund contribution: neither is deducted here, so check with the state.",
    );
    const result = calculatePfEsi(labourRules, salary({ basic: 10_000 }));
    expect(result.caveats.some((c) => c.includes("₹15,000 EPF ceiling"))).toBe(true);
    expect(result.caveats.some((c) => c.includes("₹21,000 ESI ceiling"))).toBe(true);
    expect(result.epf[0]!.sources).toEqual(expect.arrayContaining(["P1", "P4", "R3"]));
  });
});

/**
 * The worked examples of the content audit of 27 November 2026 (§4.1), with the right answers: money
 * in whole rupees; wages under the Code; EPF to the nearest rupee, ESI up to the next one.
 */
describe("content audit worked examples (PF and ESI)", () => {
  it("P1: basic 12,000 with HRA 8,000 excluded: wages 12,000", () => {
    const result = calculatePfEsi(labourRules, salary({ basic: 12_000, excluded: 8_000 }));
    expect(result.wages.wages).toBe(rupees(12_000));
    expect(amounts(result.epf)).toEqual({
      "epf-employee": 1440,
      eps: 1000,
      "epf-employer": 440,
      edli: 60,
      "epf-admin": 60,
    });
    expect(amounts(result.esi)).toEqual({ "esi-employee": 90, "esi-employer": 390 });
    expect(result.net.amountPaise).toBe(rupees(1_530));
    expect(result.employerCost.amountPaise).toBe(rupees(1_950));
  });

  it("P2: special allowance is wages: basic 10,000 + special 10,000 + HRA 5,000 gives wages 20,000", () => {
    // HRA 5,000 is not over half of 25,000, so nothing is added back; special allowance is not excluded.
    const result = calculatePfEsi(
      labourRules,
      salary({ basic: 10_000, allowances: 10_000, excluded: 5_000 }, { eps: "yes" }),
    );
    expect(result.wages.wages).toBe(rupees(20_000));
    expect(amounts(result.epf)).toEqual({
      "epf-employee": 1800,
      eps: 1250,
      "epf-employer": 550,
      edli: 75,
      "epf-admin": 75,
    });
    expect(amounts(result.esi)).toEqual({ "esi-employee": 150, "esi-employer": 650 });
    expect(result.wagesLine.rule).toContain("allowances the Code does not exclude = ₹20,000");
  });

  it("P3: basic 18,000 for a new joiner outside EPS: no pension share, the employer's 12% all to PF", () => {
    const result = calculatePfEsi(labourRules, salary({ basic: 18_000 }));
    expect(result.pensionMember).toBe(false);
    expect(amounts(result.epf)).toEqual({
      "epf-employee": 1800,
      eps: 0,
      "epf-employer": 1800,
      edli: 75,
      "epf-admin": 75,
    });
    expect(amounts(result.epfFullWages ?? [])).toEqual({
      "epf-employee-full": 2160,
      "eps-full": 0,
      "epf-employer-full": 2160,
      "edli-full": 75,
      "epf-admin-full": 90,
    });
    expect(amounts(result.esi)).toEqual({ "esi-employee": 135, "esi-employer": 585 });
    // The same pay for a member in EPS from earlier: 1,250 to pension, 550 to PF.
    const member = calculatePfEsi(labourRules, salary({ basic: 18_000 }, { eps: "yes" }));
    expect(amounts(member.epf)).toMatchObject({ eps: 1250, "epf-employer": 550 });
  });

  it("P3b: a member aged 58 or more within the ceiling is outside EPS when the form says so", () => {
    const result = calculatePfEsi(labourRules, salary({ basic: 12_000 }, { eps: "no" }));
    expect(amounts(result.epf)).toMatchObject({ eps: 0, "epf-employer": 1440 });
    expect(result.epf[1]!.rule).toContain("not in the pension scheme");
  });

  it("P4: basic 22,000 stays covered by ESI until the period ends when covered at its start", () => {
    expect(amounts(calculatePfEsi(labourRules, salary({ basic: 22_000 }, { esiCoveredEarlier: true })).esi)).toEqual({
      "esi-employee": 165,
      "esi-employer": 715,
    });
    expect(amounts(calculatePfEsi(labourRules, salary({ basic: 22_000 })).esi)).toEqual({
      "esi-employee": 0,
      "esi-employer": 0,
    });
  });

  it("P5: basic 4,500 is under ₹176 a day: no employee ESI, employer 147", () => {
    const result = calculatePfEsi(labourRules, salary({ basic: 4_500 }));
    expect(amounts(result.esi)).toEqual({ "esi-employee": 0, "esi-employer": 147 });
    expect(amounts(result.epf)).toEqual({
      "epf-employee": 540,
      eps: 375,
      "epf-employer": 165,
      edli: 23,
      "epf-admin": 23,
    });
  });

  it("P6: ESI covers wages of exactly ₹21,000, not one paisa more", () => {
    expect(calculatePfEsi(labourRules, salary({ basic: 21_000 })).esiCovered).toBe(true);
    expect(calculatePfEsi(labourRules, salary({ basic: 21_000.01 })).esiCovered).toBe(false);
  });

  it("P7: Punjab is not said to be free of professional tax", () => {
    const text = calculatePfEsi(labourRules, salary({ basic: 10_000 }, { state: "Punjab" })).notes.at(-1)!.text;
    expect(text).not.toContain("levies no professional tax");
    expect(text).toContain("Punjab may levy professional tax");
  });
});
