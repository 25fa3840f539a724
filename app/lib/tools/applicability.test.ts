import { labourRules } from "../../../contract/rules/labour-rules.ts";
import { describe, expect, it } from "vitest";
import { checkApplicability, type ApplicabilityInput } from "./applicability.ts";

function place(employees: number, extra: Partial<ApplicabilityInput> = {}): ApplicabilityInput {
  return { state: "Rajasthan", kind: "shop", employees, women: 0, contract: 0, upTo15k: 0, upTo21k: 0, ...extra };
}

const ids = (input: ApplicabilityInput) => checkApplicability(labourRules, input).duties.map((d) => d.id);
const skipped = (input: ApplicabilityInput) => checkApplicability(labourRules, input).notApplicable.map((d) => d.id);

describe("which laws apply", () => {
  it("applies the Code on Wages and Rajasthan's common registers to a one-person shop, and nothing size-based", () => {
    expect(ids(place(1))).toEqual(["wages", "registers"]);
    expect(skipped(place(1))).toEqual([
      "shops",
      "osh",
      "epf",
      "esi",
      "gratuity",
      "bonus",
      "creche",
      "posh",
      "professional-tax",
      "lwf",
    ]);
  });

  it("exempts Rajasthan shops up to 10 workers from registration and registers them at 11", () => {
    expect(ids(place(10))).not.toContain("shops");
    expect(checkApplicability(labourRules, place(10)).notApplicable.find((d) => d.id === "shops")?.reason).toContain(
      "up to 10 workers need no registration",
    );
    const eleven = checkApplicability(labourRules, place(11)).duties.find((d) => d.id === "shops")!;
    expect(eleven.trigger).toBe("You have 11 employees: more than 10 workers.");
    expect(eleven.portal?.href).toBe("https://labour.rajasthan.gov.in/");
    expect(eleven.sources).toEqual(["H3"]);
  });

  it("brings in ESI, gratuity, maternity, POSH and OSH registration at 10, EPF and bonus at 20", () => {
    expect(ids(place(9))).not.toContain("esi");
    expect(ids(place(10))).toEqual(expect.arrayContaining(["esi", "gratuity", "maternity", "posh", "osh"]));
    expect(ids(place(19))).not.toContain("epf");
    expect(ids(place(20))).toEqual(expect.arrayContaining(["epf", "bonus"]));
    const epf = checkApplicability(labourRules, place(20, { upTo15k: 12 })).duties.find((d) => d.id === "epf")!;
    expect(epf.trigger).toBe("You have 20 employees: 20 or more employees.");
    expect(epf.what).toContain("(you have 12)");
    expect(epf.guide?.path).toBe("/tools/pf-esi-calculator");
  });

  it("makes a factory at 20 workers with power or 40 without", () => {
    expect(ids(place(19, { kind: "factory-power" }))).not.toContain("factory");
    expect(ids(place(20, { kind: "factory-power" }))).toEqual(expect.arrayContaining(["factory", "factory-return"]));
    expect(ids(place(39, { kind: "factory-no-power" }))).not.toContain("factory");
    expect(ids(place(40, { kind: "factory-no-power" }))).toContain("factory");
    // The annual return's date is uncertain: its ⚠ goes with the answer.
    expect(
      checkApplicability(labourRules, place(20, { kind: "factory-power" })).caveats.some((c) => c.includes("RajFAB")),
    ).toBe(true);
    // Outside Rajasthan: the state's inspectorate, and no RajFAB return.
    const gujarat = checkApplicability(labourRules, place(20, { kind: "factory-power", state: "Gujarat" }));
    expect(gujarat.duties.find((d) => d.id === "factory")?.authority).toBe("Factories inspectorate, Gujarat");
    expect(gujarat.duties.map((d) => d.id)).not.toContain("factory-return");
  });

  it("needs contractor licences at 50 contract workers, not 49", () => {
    expect(ids(place(60, { contract: 49 }))).not.toContain("contract");
    expect(skipped(place(60, { contract: 49 }))).toContain("contract");
    expect(ids(place(60, { contract: 50 }))).toContain("contract");
  });

  it("needs a crèche at 50 employees, or in a factory with more than 30 women", () => {
    expect(ids(place(49))).not.toContain("creche");
    expect(ids(place(50))).toContain("creche");
    expect(ids(place(45, { kind: "factory-power", women: 30 }))).not.toContain("creche");
    const byWomen = checkApplicability(labourRules, place(45, { kind: "factory-power", women: 31 })).duties.find(
      (d) => d.id === "creche",
    )!;
    expect(byWomen.trigger).toBe("31 women in a factory: more than 30 women (Factories Act rule).");
    expect(byWomen.caveats[0]).toContain("OSH Code's own factory threshold");
  });

  it("covers a mine whatever its size, and building work from 10 workers with the cess", () => {
    expect(ids(place(1, { kind: "mine" }))).toContain("mine");
    expect(ids(place(9, { kind: "construction" }))).not.toContain("construction-cess");
    expect(
      checkApplicability(labourRules, place(10, { kind: "construction" })).duties.find(
        (d) => d.id === "construction-cess",
      )?.what,
    ).toBe("Pay the welfare cess of 1% of the construction cost.");
  });

  it("adds the large-establishment duties at their thresholds", () => {
    const big = ids(place(501, { kind: "factory-power" }));
    expect(big).toEqual(expect.arrayContaining(["canteen", "ambulance", "layoff"]));
    expect(ids(place(500, { kind: "factory-power" }))).not.toContain("ambulance");
    expect(ids(place(299, { kind: "factory-power" }))).not.toContain("layoff");
    expect(ids(place(300, { kind: "factory-power" }))).toContain("layoff");
    expect(ids(place(99, { kind: "factory-power" }))).not.toContain("canteen");
    // An IT office of 600 has no canteen, ambulance or lay-off permission duty from these rules.
    expect(ids(place(600, { kind: "it" }))).not.toEqual(expect.arrayContaining(["canteen"]));
  });

  it("writes a summary for the contact form", () => {
    const { summary } = checkApplicability(
      labourRules,
      place(25, { kind: "factory-power", women: 5, contract: 3, upTo15k: 10, upTo21k: 20 }),
    );
    expect(summary).toContain(
      'From your "Which laws apply?" checker: Factory using power in Rajasthan, 25 employees (5 women, 3 through contractors',
    );
    expect(summary).toContain(
      "What applies: Minimum wages, equal pay and wages paid by the 7th; Common labour registers; Factory registration and licence;",
    );
    expect(summary.length).toBeLessThanOrEqual(1000);
  });

  it("lists professional tax and labour welfare fund to check for a state not known to be free of them (audit §4.4)", () => {
    // A Pune factory: Maharashtra levies both; the checker must not stay silent about them.
    const pune = checkApplicability(labourRules, place(60, { state: "Maharashtra", kind: "factory-power", women: 20 }));
    const titles = pune.duties.map((d) => d.title);
    expect(titles).toContain("Professional tax (state law): check with the state");
    expect(titles).toContain("Labour welfare fund (state law): check with the state");
    // Punjab levies a professional tax (state development tax): never listed as free of it.
    expect(ids(place(25, { state: "Punjab" }))).toContain("professional-tax");
    expect(skipped(place(25, { state: "Punjab" }))).not.toContain("professional-tax");
  });
});
