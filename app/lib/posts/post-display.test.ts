import { describe, expect, it } from "vitest";
import {
  cleanTag,
  labelTone,
  matchesTitleOrAuthor,
  pageSlice,
  placeholderImage,
  postImageUrl,
  postLabel,
  reviewRating,
  tagBadge,
} from "./post-display.ts";

describe("tags", () => {
  it("cleans brackets and quotes", () => {
    expect(cleanTag('["ESIC"]')).toBe("ESIC");
    expect(cleanTag("['Labour Codes', 'EPF']")).toBe("Labour Codes, EPF");
    expect(cleanTag("  Payroll ")).toBe("Payroll");
  });
  it("badges a post with '#' plus the tag, or #general", () => {
    expect(tagBadge("ESIC")).toBe("#ESIC");
    expect(tagBadge('[""]')).toBe("#general");
    expect(tagBadge(null)).toBe("#general");
    expect(tagBadge("")).toBe("#general");
  });
  it("labels a card GENERAL without a tag", () => {
    expect(postLabel(null)).toBe("GENERAL");
    expect(postLabel('"HR Consulting"')).toBe("HR Consulting");
  });
});

describe("cover images", () => {
  it("serves /uploads from this host, absolute when a base is given", () => {
    expect(postImageUrl("/uploads/a.webp")).toBe("/uploads/a.webp");
    expect(postImageUrl("/uploads/a.webp", "https://example.com")).toBe("https://example.com/uploads/a.webp");
  });
  it("uses web URLs as they are", () => {
    expect(postImageUrl("https://cdn.example.com/x.png", "https://example.com")).toBe("https://cdn.example.com/x.png");
  });
  it("falls back to the placeholder for nothing or unsafe values", () => {
    expect(postImageUrl(null)).toBe(placeholderImage);
    expect(postImageUrl("")).toBe(placeholderImage);
    expect(postImageUrl("javascript:alert(1)")).toBe(placeholderImage);
    expect(postImageUrl(undefined, "https://example.com")).toBe(`https://example.com${placeholderImage}`);
  });
});

describe("label colours", () => {
  it("maps the spec's labels onto tokens, case-insensitively", () => {
    expect(labelTone("Sample Group", "Sample Group")).toBe("text-label-group");
    expect(labelTone("compliance audits", "Sample Group")).toBe("text-label-audits");
    expect(labelTone("HR Consulting", "Sample Group")).toBe("text-label-consulting");
    expect(labelTone("ESIC", "Sample Group")).toBe("text-label-other");
  });
});

describe("reviews and search", () => {
  it("defaults the rating to 5 and keeps it within 1-5", () => {
    expect(reviewRating(null)).toBe(5);
    expect(reviewRating(3)).toBe(3);
    expect(reviewRating(9)).toBe(5);
    expect(reviewRating(0)).toBe(1);
  });
  it("matches title or author, ignoring case", () => {
    const post = { title: "Factory licence on RajFAB", author: "Priya Sharma" };
    expect(matchesTitleOrAuthor(post, "rajfab")).toBe(true);
    expect(matchesTitleOrAuthor(post, "PRIYA")).toBe(true);
    expect(matchesTitleOrAuthor(post, "esic")).toBe(false);
    expect(matchesTitleOrAuthor(post, "  ")).toBe(true);
  });
});

describe("pageSlice", () => {
  const items = Array.from({ length: 14 }, (_, i) => i + 1);
  it("cuts pages of 6 and reports the shown range", () => {
    expect(pageSlice(items, 1, 6)).toMatchObject({
      items: [1, 2, 3, 4, 5, 6],
      from: 1,
      to: 6,
      total: 14,
      pageCount: 3,
    });
    expect(pageSlice(items, 3, 6)).toMatchObject({ items: [13, 14], from: 13, to: 14, page: 3 });
  });
  it("clamps the page to what exists", () => {
    expect(pageSlice(items, 9, 6).page).toBe(3);
    expect(pageSlice([], 1, 6)).toMatchObject({ from: 0, to: 0, total: 0, pageCount: 1 });
  });
});
