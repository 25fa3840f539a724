import { describe, expect, it } from "vitest";
import { labourRules } from "../../../contract/rules/labour-rules.ts";
import { calculatePfEsi, type PfEsiInput, type PfEsiResult } from "./pf-esi.ts";

const rupees = (n: number) => Math.round(n * 100);

const pay = (basic: number, extra: Partial<PfEsiInput> = {}): PfEsiInput => ({
  basic: rupees(basic),
  da: 0,
  retaining: 0,
  allowances: 0,
  excluded: 0,
  eps: "auto",
  state: "Rajasthan",
  disability: false,
  esiCoveredEarlier: false,
  ...extra,
});

/** Every amount of an answer, by its line's id. */
const amounts = (r: PfEsiResult) =>
  [r.wagesLine, ...r.epf, ...(r.epfFullWages ?? []), ...r.esi, r.net, r.employerCost].map(
    (l) => `${l.id} ${l.amountPaise}`,
  );

describe("PF and ESI in Hindi (issue 29)", () => {
  it("gives the English answer's figures, with its working in Hindi", () => {
    for (const input of [pay(12_000), pay(18_000, { excluded: rupees(22_000) }), pay(30_000, { eps: "no" })]) {
      const english = calculatePfEsi(labourRules, input);
      const hindi = calculatePfEsi(labourRules, input, "hi");
      expect(amounts(hindi)).toEqual(amounts(english));
      expect(hindi.esiCovered).toBe(english.esiCovered);
      expect(hindi.notes.map((n) => n.sources)).toEqual(english.notes.map((n) => n.sources));
      // The caveats stay the English keys here; the Hindi page looks their Hindi up (tool-language.ts).
      expect(hindi.caveats).toEqual(english.caveats);
    }
  });

  it("words the lines in Hindi with Indian grouping", () => {
    const hindi = calculatePfEsi(labourRules, pay(12_000), "hi");
    expect(hindi.epf[0]).toMatchObject({
      label: "कर्मचारी का ईपीएफ (वेतन से कटौती)",
      amountPaise: rupees(1_440),
      rule: "₹12,000 का 12%, पूरा भविष्य निधि खाते में",
    });
    expect(hindi.esi[0]).toMatchObject({
      label: "कर्मचारी का ईएसआई (वेतन से कटौती)",
      amountPaise: rupees(90),
      rule: "₹12,000 का 0.75%, अगले पूरे रुपये तक बढ़ाकर",
    });
    expect(hindi.net.rule).toBe("कर्मचारी का ईपीएफ ₹1,440 + कर्मचारी का ईएसआई ₹90");
    expect(hindi.notes.at(-1)!.text).toBe("राजस्थान में व्यवसाय कर (प्रोफ़ेशनल टैक्स) नहीं लगता और श्रम कल्याण निधि नहीं है।");
  });

  it("says in Hindi when the employee is above the ESI ceiling", () => {
    const hindi = calculatePfEsi(labourRules, pay(25_000), "hi");
    expect(hindi.esi[0]!.rule).toBe("ईएसआई मज़दूरी ₹25,000 है, जो ₹21,000 की सीमा से अधिक है, इसलिए कर्मचारी कवर नहीं है");
  });
});
