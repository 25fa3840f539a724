import { describe, expect, it } from "vitest";
import { departmentLicences } from "../licences.ts";
import { departmentLicencesHi, licenceReviewHi } from "./licences.ts";

const figures = (text: string) => (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/[.,]$/, ""));
/** "सामाजिक सुरक्षा संहिता, 2020": the one figure a Hindi line may add. */
const codeYears = ["2019", "2020"];

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

  it("seeds a row's review with its sources' Hindi names and the same links", () => {
    const typed = departmentLicences.find((d) => d.id === "esic")!;
    const review = licenceReviewHi(typed.review);
    expect(review.reviewed).toBe(typed.review.reviewed);
    expect(review.sources[0]).toMatchObject({ name: "कर्मचारी राज्य बीमा निगम", url: typed.review.sources[0]!.url });
    expect(review.sources.map((s) => s.url)).toEqual(typed.review.sources.map((s) => s.url));
  });
});
