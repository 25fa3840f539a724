import { describe, expect, it } from "vitest";
import { contentDefaults } from "./documents.ts";
import { contentSchemas } from "./documents.schema.ts";
import { hindiContentDefaults, translatableKeys } from "./hindi-documents.ts";
import { legalTokenNames } from "./legal-page.ts";

/**
 * The figures written in a document: "₹1,50,000", "180+", "2025", "24/7" → "150000", "180", "2025",
 * "24", "7". A set: the Hindi may repeat a figure, as in a statute's English name in brackets.
 */
const figures = (value: unknown): string[] =>
  [...new Set((JSON.stringify(value).match(/\d[\d,]*/g) ?? []).map((n) => n.replaceAll(",", "")))].sort();

/** The Hindi defaults (issue 29, decision 124) against the English ones they were written from. */
describe("the Hindi defaults of the content documents", () => {
  it.each(translatableKeys)("%s passes its document's schema", (key) => {
    expect(contentSchemas[key].safeParse(hindiContentDefaults[key]).success).toBe(true);
  });

  it.each(translatableKeys)("%s has every figure of the English default, and no other", (key) => {
    const english = contentDefaults[key];
    const hindi = hindiContentDefaults[key];
    // The home document's hero and logo sizes are numbers, not text: compared as figures too.
    expect(figures(hindi)).toEqual(figures(english));
  });

  it.each(["privacy", "terms"] as const)("%s keeps every section and every token of the English", (key) => {
    const english = contentDefaults[key];
    const hindi = hindiContentDefaults[key];
    expect(hindi.sections.map((s) => s.id)).toEqual(english.sections.map((s) => s.id));
    expect(hindi.reviewed).toBe(english.reviewed);
    const tokens = (text: string) => legalTokenNames.filter((name) => text.includes(`{${name}}`)).sort();
    english.sections.forEach((section, i) => {
      expect(tokens(hindi.sections[i]!.body), section.id).toEqual(tokens(section.body));
    });
    expect(tokens(hindi.intro)).toEqual(tokens(english.intro));
  });
});
