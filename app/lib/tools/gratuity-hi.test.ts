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

describe("gratuity in Hindi (issue 29)", () => {
  it("gives the same figures as the English answer, with its working in Hindi", () => {
    const input = employee(26_000, 5, 7);
    const english = calculateGratuity(labourRules, input);
    const hindi = calculateGratuity(labourRules, input, "hi");
    expect(hindi.payablePaise).toBe(english.payablePaise);
    expect(hindi.lines.map((l) => l.amountPaise)).toEqual(english.lines.map((l) => l.amountPaise));
    expect(hindi.sources).toEqual(english.sources);
    expect(hindi.headline).toBe("देय ग्रेच्युटी: ₹90,000।");
    expect(hindi.lines.map((l) => l.label)).toEqual(["संहिता के अनुसार अंतिम मज़दूरी", "गणना की गई ग्रेच्युटी", "देय ग्रेच्युटी"]);
    expect(hindi.lines[1]!.rule).toBe(
      "सेवा के हर साल के लिए ₹26,000 × 15 ÷ 26; 5 साल 7 महीने: 7 महीने 6 से अधिक हैं, इसलिए इन्हें एक साल गिना गया: 6 साल; निकटतम रुपये तक पूर्णांकित",
    );
    expect(hindi.lines[2]!.rule).toBe("₹20,00,000 की सीमा के भीतर");
  });

  it("says in Hindi why gratuity is not due yet", () => {
    const hindi = calculateGratuity(labourRules, employee(26_000, 4, 1), "hi");
    expect(hindi.status).toBe("not-eligible");
    expect(hindi.headline).toBe(
      "अभी पात्र नहीं: लगातार सेवा 4 साल 1 महीना है, जबकि क़ानून स्थायी कर्मचारियों के लिए 5 साल की सेवा ज़रूरी मानता है; पात्रता के लिए 11 महीने और चाहिए। मृत्यु या अपंगता होने पर ग्रेच्युटी इस शर्त के बिना देय है।",
    );
    expect(hindi.notes.map((n) => n.text)).toEqual(["कुछ अदालतें पाँचवें साल में 240 दिन के काम को एक पूरा साल मानती हैं।"]);
  });

  it("says in Hindi when the establishment is not covered", () => {
    const hindi = calculateGratuity(labourRules, employee(26_000, 10, 0, { covered: false }), "hi");
    expect(hindi.headline).toBe("कोई वैधानिक ग्रेच्युटी नहीं: प्रतिष्ठान इस क़ानून के दायरे में नहीं है।");
    expect(hindi.notes[0]!.text).toContain("10 या उससे अधिक कर्मचारियों");
  });
});
