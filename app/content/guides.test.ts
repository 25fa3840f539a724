import { describe, expect, it } from "vitest";
import { epfoGuide } from "../../contract/legal-content/guide-epfo.ts";
import { esicGuide } from "../../contract/legal-content/guide-esic.ts";
import { factoryGuide } from "../../contract/legal-content/guide-factory.ts";
import { seGuide } from "../../contract/legal-content/guide-se.ts";
import { guideFooterText, rulesChangeNotice } from "../../contract/legal-content/guide-pages.ts";
import { departmentLicences, licencesPage } from "../../contract/legal-content/licences.ts";

const all = [esicGuide, epfoGuide, seGuide, factoryGuide];
const text = (guide: typeof esicGuide) => guide.items.map((item) => `${item.question} ${item.answer}`).join("\n");

describe("guideline FAQ data", () => {
  it("has 8 to 12 questions per guide, each with a day-and-month badge and a unique id", () => {
    const ids = new Set<string>();
    for (const guide of all) {
      expect(guide.items.length).toBeGreaterThanOrEqual(8);
      expect(guide.items.length).toBeLessThanOrEqual(12);
      for (const item of guide.items) {
        expect(item.date).toMatch(/^(0[1-9]|[12]\d|3[01])$/);
        expect(item.month).toMatch(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/);
        expect(ids.has(item.id)).toBe(false);
        ids.add(item.id);
      }
    }
  });

  it("names both the old Act and the Code on every page", () => {
    expect(esicGuide.lawNote).toMatch(
      /Employees' State Insurance Act, 1948, now under the Code on Social Security, 2020/,
    );
    expect(epfoGuide.lawNote).toMatch(/1952, now under the Code on Social Security, 2020/);
    expect(factoryGuide.lawNote).toMatch(
      /Factories Act, 1948 \(now the Occupational Safety, Health and Working Conditions Code, 2020\)/,
    );
    expect(seGuide.lawNote).toMatch(/Shops and Commercial Establishments Act, 1958.*Labour Codes/);
  });

  it("carries the rules-change warning with the Labour Codes date, and the SPEC footer", () => {
    expect(rulesChangeNotice).toMatch(/Labour rules change often/);
    expect(rulesChangeNotice).toMatch(/in force since 21 November 2025/);
    expect(rulesChangeNotice).toMatch(/check the current position with the department/);
    expect(guideFooterText).toBe("Need more information? Contact our HR team for assistance.");
  });

  it("keeps the fact sheet's figures (ceilings, due dates) and never states an unconfirmed figure as settled", () => {
    expect(text(esicGuide)).toContain("₹21,000 a month");
    expect(text(esicGuide)).toContain("15th of the following month");
    expect(text(epfoGuide)).toContain("₹15,000 a month");
    expect(text(epfoGuide)).toMatch(/3\.67%.*8\.33%/s);
    expect(text(seGuide)).toContain("19 August 2025");
    expect(text(seGuide)).toContain("144 hours a quarter");
    // ⚠ figures of the fact sheet: the funeral cap and the damages rate are not quoted.
    expect(text(esicGuide)).not.toMatch(/₹(5|10),000/);
    expect(text(epfoGuide)).not.toMatch(/1% a month/);
    // The unconfirmed annual-return due date is only ever mentioned with a caveat.
    expect(factoryGuide.items.find((item) => item.id === "factory-returns")?.answer).toMatch(
      /31 January.*could not confirm/s,
    );
  });
});

describe("department and licence directory", () => {
  it("lists the 23 departments of the fact sheet, each with at least one licence", () => {
    expect(departmentLicences).toHaveLength(23);
    expect(new Set(departmentLicences.map((row) => row.department)).size).toBe(23);
    for (const row of departmentLicences) expect(row.licenses.length).toBeGreaterThan(0);
    expect(departmentLicences[0]?.department).toMatch(/Labour Department, Rajasthan/);
    expect(departmentLicences[22]?.department).toMatch(/Employment Department/);
  });

  it("says the information is subject to change and must be verified with the departments", () => {
    expect(licencesPage.note).toMatch(/subject to change and must be verified with the departments/);
  });
});
