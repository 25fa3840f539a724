import { describe, expect, it } from "vitest";
import { departmentLicences } from "../licences.ts";
import { departmentLicencesHi, licenceRowInHindi } from "./licences.ts";

const figures = (text: string) => (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/[.,]$/, ""));
/** "सामाजिक सुरक्षा संहिता, 2020": the one figure a Hindi line may add. */
const codeYears = ["2019", "2020"];

const rowOf = (typed: (typeof departmentLicences)[number]) => ({
  id: typed.id,
  department: typed.department,
  licences: typed.licenses,
  review: typed.review,
  updatedAt: "2026-11-24T00:00:00.000Z",
});

describe("the licence directory in Hindi (issue 29)", () => {
  it("has every department, line for line, with the English figures", () => {
    expect(Object.keys(departmentLicencesHi).sort()).toEqual(departmentLicences.map((d) => d.id).sort());
    for (const typed of departmentLicences) {
      const hindi = departmentLicencesHi[typed.id]!;
      expect(hindi.licences, typed.id).toHaveLength(typed.licenses.length);
      typed.licenses.forEach((line, i) => {
        const said = figures(hindi.licences[i]!);
        expect(said, `${typed.id} ${i}`).toEqual(expect.arrayContaining(figures(line)));
        expect(
          said.filter((n) => !figures(line).includes(n) && !codeYears.includes(n)),
          `${typed.id} ${i}`,
        ).toEqual([]);
      });
    }
  });

  it("shows a row in Hindi while its English is the one the Hindi was written from, else its English", () => {
    const typed = departmentLicences.find((d) => d.id === "esic")!;
    const shown = licenceRowInHindi(rowOf(typed));
    expect(shown).toMatchObject({ department: "ईएसआईसी (कर्मचारी राज्य बीमा निगम)", inEnglish: false });
    expect(shown.licences).toContain("कर्मचारियों के बीमा नंबर (IP number)");
    expect(shown.review.sources[0]).toMatchObject({
      name: "कर्मचारी राज्य बीमा निगम",
      url: typed.review.sources[0]!.url,
    });

    const edited = { ...rowOf(typed), licences: [...typed.licenses, "Something staff added"] };
    expect(licenceRowInHindi(edited)).toMatchObject({ department: "ESIC", licences: edited.licences, inEnglish: true });
  });
});
