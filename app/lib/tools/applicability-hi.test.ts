import { describe, expect, it } from "vitest";
import { labourRules } from "../../../contract/rules/labour-rules.ts";
import { checkApplicability, type ApplicabilityInput } from "./applicability.ts";
import { applicabilityInHindi } from "./applicability-hi.ts";

/** The figures of a text: its numbers as written (Indian grouping kept). */
const figures = (text: string) => (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/[.,]$/, ""));
/** The years of the Codes' Hindi names, the one figure the Hindi may add. */
const codeYears = ["2019", "2020"];
const devanagari = /[\u0900-\u097F]/;

const inputs: ApplicabilityInput[] = [
  { state: "Rajasthan", kind: "factory-power", employees: 600, women: 40, contract: 60, upTo15k: 300, upTo21k: 400 },
  { state: "Rajasthan", kind: "shop", employees: 8, women: 1, contract: 2, upTo15k: 5, upTo21k: 8 },
  { state: "Maharashtra", kind: "it", employees: 25, women: 10, contract: 0, upTo15k: 3, upTo21k: 6 },
  { state: "Gujarat", kind: "factory-no-power", employees: 35, women: 31, contract: 5, upTo15k: 20, upTo21k: 30 },
  { state: "Rajasthan", kind: "mine", employees: 520, women: 0, contract: 0, upTo15k: 100, upTo21k: 200 },
  { state: "Delhi", kind: "construction", employees: 12, women: 2, contract: 12, upTo15k: 12, upTo21k: 12 },
  { state: "Rajasthan", kind: "construction", employees: 1, women: 0, contract: 0, upTo15k: 1, upTo21k: 1 },
];

describe("which laws apply, in Hindi (issue 29)", () => {
  it("words every duty and every exemption in Hindi, keeping the English figures", () => {
    for (const input of inputs) {
      const english = checkApplicability(labourRules, input);
      const hindi = applicabilityInHindi(labourRules, input, english);
      expect(hindi.duties.map((d) => [d.id, d.category, d.sources])).toEqual(
        english.duties.map((d) => [d.id, d.category, d.sources]),
      );
      expect(hindi.notApplicable.map((d) => d.id)).toEqual(english.notApplicable.map((d) => d.id));
      english.duties.forEach((duty, i) => {
        const words = hindi.duties[i]!;
        for (const field of ["title", "what", "trigger", "authority"] as const) {
          expect(words[field], `${duty.id}.${field}`).toMatch(devanagari);
          const said = figures(words[field]);
          expect(said, `${duty.id}.${field}`).toEqual(expect.arrayContaining(figures(duty[field])));
          const added = said.filter((n) => !figures(duty[field]).includes(n));
          expect(
            added.every((n) => codeYears.includes(n)),
            `${duty.id}.${field}: ${added}`,
          ).toBe(true);
        }
        expect(words.portal?.href).toBe(duty.portal?.href);
        if (words.portal) expect(words.portal.label).not.toBe("EPFO unified employer portal");
      });
      english.notApplicable.forEach((item, i) => {
        const words = hindi.notApplicable[i]!;
        expect(words.reason).toMatch(devanagari);
        expect(figures(words.reason)).toEqual(expect.arrayContaining(figures(item.reason)));
      });
      expect(hindi.caveats).toHaveLength(english.caveats.length);
      for (const c of hindi.caveats) expect(c).toMatch(devanagari);
      expect(hindi.summary).toMatch(devanagari);
    }
  });

  it("leads to the Hindi guides, tools and service pages", () => {
    const input = inputs[0]!;
    const hindi = applicabilityInHindi(labourRules, input, checkApplicability(labourRules, input));
    expect(hindi.duties.find((d) => d.id === "epf")!.guide).toEqual({
      label: "पीएफ और ईएसआई कैलकुलेटर",
      path: "/hi/tools/pf-esi-calculator",
    });
    expect(hindi.duties.find((d) => d.id === "factory")!.guide!.path).toBe("/hi/factory-guide");
    // Every page a duty leads to has a Hindi version now; one without would be marked (अंग्रेज़ी में).
    expect(hindi.duties.find((d) => d.id === "wages")!.guide).toEqual({
      label: "पेरोल अनुपालन सेवा",
      path: "/hi/services/payroll-compliance",
    });
    for (const duty of hindi.duties) expect(duty.guide?.path ?? "/hi/").toMatch(/^\/hi\//);
    expect(hindi.duties.find((d) => d.id === "esi")!.trigger).toBe("आपके यहाँ 600 कर्मचारी हैं: 10 या उससे अधिक व्यक्ति।");
  });
});
