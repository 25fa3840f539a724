import { describe, expect, it } from "vitest";
import { epfoGuide } from "../guide-epfo.ts";
import { esicGuide } from "../guide-esic.ts";
import { factoryGuide } from "../guide-factory.ts";
import { seGuide } from "../guide-se.ts";
import { hindiGuides } from "./guides.ts";

const guides = [esicGuide, epfoGuide, seGuide, factoryGuide];

/** Every figure of a text: 21,000, 3.25, 2025, 48 … (the Hindi keeps international digits). */
const figures = (text: string) => new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? []);

describe("the guides in Hindi (issue 29)", () => {
  it("answer every English question, in the same order, with the same figures and dates", () => {
    expect(hindiGuides.map((guide) => guide.path).sort()).toEqual(guides.map((guide) => guide.path).sort());
    for (const hindi of hindiGuides) {
      const english = guides.find((guide) => guide.path === hindi.path)!;
      expect(hindi.items.map((item) => item.id)).toEqual(english.items.map((item) => item.id));
      for (const [index, item] of hindi.items.entries()) {
        const source = english.items[index]!;
        const written = figures(`${item.question} ${item.answer} ${item.dateNote}`);
        const missing = [...figures(`${source.question} ${source.answer}`)].filter((f) => !written.has(f));
        expect({ id: item.id, missing }).toEqual({ id: item.id, missing: [] });
        expect(item.review.sources.map((s) => s.url)).toEqual(source.review.sources.map((s) => s.url));
      }
    }
  });
});
