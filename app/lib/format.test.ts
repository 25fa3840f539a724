import { describe, expect, it } from "vitest";
import { formatDate, formatInr, formatMobile } from "./format.ts";

describe("format", () => {
  it("shows rupees with two decimals and Indian grouping", () => {
    expect(formatInr(123456.5)).toBe("₹1,23,456.50");
    expect(formatInr(499)).toBe("₹499.00");
    expect(formatInr(0)).toBe("₹0.00");
  });

  it("groups a mobile number 3-4-3", () => {
    expect(formatMobile("9876543210")).toBe("987 6543 210");
    expect(formatMobile("12345")).toBe("12345");
  });

  it("shows a UTC time as an Indian date, or null", () => {
    expect(formatDate("2026-11-21T20:00:00.000Z")).toBe("22 November 2026");
    expect(formatDate("not a date")).toBeNull();
    expect(formatDate(null)).toBeNull();
  });
});
