import { describe, expect, it } from "vitest";
import { packagePages } from "../../content/packages.ts";
import { reviewNoteText, servicePages } from "../service-pages.ts";
import { packageReviewsHi } from "./package-reviews.ts";
import { reviewNoteTextHi } from "./service-pages.ts";
import { hindiServiceLists } from "./service-lists.ts";

/** Every figure of a text: 21,000, 3.25, 2025, 48 … (the Hindi keeps international digits). */
const figures = (text: string) => new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? []);

describe("the service and package pages' legal content in Hindi (issue 29)", () => {
  it("translate every English list, item for item, with its figures, dates and official sites", () => {
    expect(hindiServiceLists.map((list) => list.slug)).toEqual(servicePages.map((page) => page.slug));
    for (const hindi of hindiServiceLists) {
      const english = servicePages.find((page) => page.slug === hindi.slug)!;
      expect([hindi.points.length, hindi.laws.length], hindi.slug).toEqual([
        english.points.length,
        english.laws.length,
      ]);
      const pairs = [
        ...english.points.map((text, index) => [text, hindi.points[index]!] as const),
        ...english.laws.map((text, index) => [text, hindi.laws[index]!] as const),
      ];
      for (const [source, written] of pairs) {
        const missing = [...figures(source)].filter((figure) => !figures(written).has(figure));
        expect({ item: written, missing }).toEqual({ item: written, missing: [] });
      }
      expect(hindi.review.reviewed).toBe(english.review.reviewed);
      expect(hindi.review.sources.map((s) => s.url)).toEqual(english.review.sources.map((s) => s.url));
    }
  });

  it("name the sources in Hindi where the authority has a Hindi name", () => {
    const names = hindiServiceLists.flatMap((list) => list.review.sources.map((source) => source.name));
    expect(names).toContain("खान सुरक्षा महानिदेशालय");
    expect(names).toContain("कर्मचारी राज्य बीमा निगम");
    expect(names.filter((name) => !/[\u0900-\u097F]/.test(name))).toEqual(
      names.filter((name) => name === "Income Tax Department"),
    );
  });

  it("give the package pages the same review in Hindi, and the note the same date", () => {
    expect(Object.keys(packageReviewsHi).sort()).toEqual(packagePages.map((page) => page.slug).sort());
    for (const page of packagePages) {
      const hindi = packageReviewsHi[page.slug as keyof typeof packageReviewsHi];
      expect(hindi.reviewed).toBe(page.review.reviewed);
      expect(hindi.sources.map((s) => s.url)).toEqual(page.review.sources.map((s) => s.url));
      expect(hindi.sources.every((s) => /[\u0900-\u097F]/.test(s.name))).toBe(true);
    }
    expect([...figures(reviewNoteTextHi)]).toEqual([...figures(reviewNoteText)]);
  });
});
