import { describe, expect, it } from "vitest";
import { obligationsUnder } from "./compliance-calendar.ts";
import { labourRules } from "./labour-rules.ts";
import { closedDayHi, hindiObligationIds, longDateHi, obligationInHindi, periodTextHi } from "./calendar-hi.ts";

/** The figures of a text: its numbers, with Indian grouping as written. */
const figures = (text: string) => (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/[.,]$/, "")).sort();

/** "मज़दूरी संहिता, 2019", "सामाजिक सुरक्षा संहिता, 2020": the Hindi names the Codes with their year. */
const codeYears = ["2019", "2020"];

describe("the compliance calendar in Hindi (issue 29)", () => {
  const obligations = obligationsUnder(labourRules);

  it("words every obligation of the English calendar", () => {
    expect(hindiObligationIds(labourRules).sort()).toEqual(obligations.map((o) => o.id).sort());
  });

  it("keeps every figure, date and rule of the English text, and only the words change", () => {
    for (const english of obligations) {
      const hindi = obligationInHindi(labourRules, english);
      expect(hindi).toMatchObject({ id: english.id, recurrence: english.recurrence, covers: english.covers });
      expect(hindi.figures).toBe(english.figures);
      expect(hindi.portal?.href).toBe(english.portal?.href);
      for (const field of ["what", "consequence", "appliesWhen"] as const) {
        const said = figures(hindi[field]);
        expect(said, `${english.id}.${field}`).toEqual(expect.arrayContaining(figures(english[field])));
        // The only figures the Hindi adds are the years in the Codes' official Hindi names.
        const added = said.filter((n) => !figures(english[field]).includes(n));
        expect(
          added.every((n) => codeYears.includes(n)),
          `${english.id}.${field}: ${added}`,
        ).toBe(true);
      }
      expect(hindi.title).not.toBe(english.title);
      expect(hindi.what).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("leads to the Hindi guides", () => {
    const epf = obligationInHindi(
      labourRules,
      obligations.find((o) => o.id === "epf")!,
    );
    expect(epf.guide).toEqual({ label: "ईपीएफओ मार्गदर्शिका", path: "/hi/epfo" });
  });

  it("says dates, periods and closed days in Hindi", () => {
    expect(longDateHi("2026-12-15")).toBe("15 दिसंबर 2026");
    expect(periodTextHi("previous-month", "2026-12-15")).toBe("नवंबर 2026 के लिए");
    expect(periodTextHi("previous-quarter", "2027-01-31")).toBe("अक्टूबर–दिसंबर 2026 के लिए");
    expect(periodTextHi("previous-accounting-year", "2026-11-30")).toBe("अप्रैल 2025–मार्च 2026 के लिए");
    expect(periodTextHi("previous-tax-year", "2027-06-15")).toBe("कर वर्ष 2026-27 के लिए");
    expect(closedDayHi("2027-08-15")).toBe("स्वतंत्रता दिवस और रविवार");
    expect(closedDayHi("2026-12-13")).toBe("रविवार");
    expect(closedDayHi("2026-12-15")).toBeNull();
  });
});
