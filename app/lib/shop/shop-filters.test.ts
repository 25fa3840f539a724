import { describe, expect, it } from "vitest";
import { seedProducts } from "../../../server/db/seed-content.ts";
import { categoryCounts, categoryLabel } from "../../../contract/shared/product-categories.ts";
import { applyShopFilters, defaultFilters, PRICE_MAX } from "./shop-filters.ts";

// The seeds carry no rating (no buyer has rated them); the sort is tried on made-up buyers' ratings 5, 4, 3, 5 ...
const products = seedProducts.map((p, i) => ({ ...p, id: i + 1, rating: 5 - (i % 3) }));
const titles = (list: { title: string }[]) => list.map((p) => p.title);

describe("category names", () => {
  it("shows HR Letter TEMPLATES as Legal Templates and the rest in title case", () => {
    expect(categoryLabel("HR Letter TEMPLATES")).toBe("Legal Templates");
    expect(categoryLabel("ADVICE & CONSULTING SERVICES")).toBe("Advice & Consulting Services");
    expect(categoryLabel("HR TALKS & WEBINARS")).toBe("HR Talks & Webinars");
    expect(categoryLabel("POLICE CHECKS")).toBe("Police Checks");
  });

  it("counts the seeded categories as SPEC 3's filter list does", () => {
    expect(categoryCounts(products).map((c) => `${c.label} ${c.count}`)).toEqual([
      "Advice & Consulting Services 2",
      "Compliance Checks & Audits 2",
      "Employee Wellbeing 2",
      "Employment Contracts 2",
      "HR Policy Templates 2",
      "HR Talks & Webinars 1",
      "Legal Templates 2",
      "Police Checks 2",
      "Training 1",
    ]);
  });
});

describe("applyShopFilters", () => {
  it("shows every product by default, including those above the slider's top (no limit there)", () => {
    expect(applyShopFilters(products, defaultFilters)).toHaveLength(16);
  });

  it("searches title or category, case-insensitively, by stored value or shown name", () => {
    expect(titles(applyShopFilters(products, { ...defaultFilters, query: "POSH" }))).toEqual(["POSH Awareness Pack"]);
    expect(applyShopFilters(products, { ...defaultFilters, query: "police checks" })).toHaveLength(2);
    expect(applyShopFilters(products, { ...defaultFilters, query: "legal templates" })).toHaveLength(2);
    expect(applyShopFilters(products, { ...defaultFilters, query: "letter templates" })).toHaveLength(2);
    expect(applyShopFilters(products, { ...defaultFilters, query: "zzz" })).toHaveLength(0);
  });

  it("matches checked categories exactly and combines several", () => {
    const picked = applyShopFilters(products, { ...defaultFilters, categories: ["TRAINING", "HR Letter TEMPLATES"] });
    expect(picked.map((p) => p.category).sort()).toEqual(["HR Letter TEMPLATES", "HR Letter TEMPLATES", "TRAINING"]);
    expect(applyShopFilters(products, { ...defaultFilters, categories: ["training"] })).toHaveLength(0);
  });

  it("includes the upper price bound", () => {
    const under = applyShopFilters(products, { ...defaultFilters, maxPrice: 499 });
    expect(under.every((p) => p.price <= 499)).toBe(true);
    expect(titles(under)).toContain("Monthly Statutory Compliance Checklist");
    expect(applyShopFilters(products, { ...defaultFilters, maxPrice: 1999 }).some((p) => p.price === 2499)).toBe(false);
    expect(applyShopFilters(products, { ...defaultFilters, maxPrice: PRICE_MAX }).some((p) => p.price === 2499)).toBe(
      true,
    );
  });

  it("sorts by popularity and price, keeping catalogue order for ties, without touching the input", () => {
    const before = titles(products);
    const byRating = applyShopFilters(products, { ...defaultFilters, sort: "popularity" });
    expect(byRating.map((p) => p.rating)).toEqual([...products.map((p) => p.rating)].sort((a, b) => b - a));
    expect(byRating[0]?.title).toBe("Compliance Advisory Session (1 hour)");
    const low = applyShopFilters(products, { ...defaultFilters, sort: "price-low" }).map((p) => p.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = applyShopFilters(products, { ...defaultFilters, sort: "price-high" }).map((p) => p.price);
    expect(high[0]).toBe(2499);
    expect(titles(products)).toEqual(before);
  });
});
