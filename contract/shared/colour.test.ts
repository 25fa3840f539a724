import { describe, expect, it } from "vitest";
import { brandColourProblem, brandPalette, contrastRatio } from "./colour.ts";

describe("brand colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("accepts the site's own pair and refuses a primary too light to read or an accent too dark for its ink", () => {
    expect(brandColourProblem("#12305a", "#f2a20c")).toBeNull();
    expect(brandColourProblem("#7fb3ff", "#f2a20c")).toMatch(/^The primary colour is too light/);
    expect(brandColourProblem("#12305a", "#333333")).toMatch(/^The accent colour is too dark/);
  });

  it("makes the shades the stylesheet uses from the pair", () => {
    const palette = brandPalette("#12305a", "#f2a20c");
    expect(palette["--color-primary"]).toBe("#12305a");
    expect(contrastRatio(palette["--color-accent"]!, palette["--color-accent-ink"]!)).toBeGreaterThanOrEqual(4.5);
  });
});
