import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatDateTime, formatInr, formatMobile } from "./format.ts";

describe("format", () => {
  it("shows rupees with two decimals and Indian grouping, as Intl's en-IN currency format does", () => {
    const intl = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(formatInr(123456.5)).toBe("₹1,23,456.50");
    expect(formatInr(499)).toBe("₹499.00");
    expect(formatInr(0)).toBe("₹0.00");
    for (const rupees of [0.05, 9.99, 999, 1000, 99999.99, 100000, 12345678.9, 1e9, -50, -1234.5, 0.125]) {
      expect(formatInr(rupees)).toBe(intl.format(rupees));
    }
  });

  it("groups counts the Indian way", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(1234567)).toBe("12,34,567");
    expect(formatCount(123456789)).toBe("12,34,56,789");
  });

  it("groups a mobile number 3-4-3", () => {
    expect(formatMobile("9876543210")).toBe("987 6543 210");
    expect(formatMobile("12345")).toBe("12345");
  });

  it("shows a UTC time as its date in India, or null", () => {
    expect(formatDate("2026-11-21T20:00:00.000Z")).toBe("22 November 2026");
    expect(formatDate("2026-11-21T18:29:59.000Z")).toBe("21 November 2026");
    expect(formatDate("2026-11-21T18:30:00.000Z")).toBe("22 November 2026");
    expect(formatDate("2025-01-01T00:00:00Z")).toBe("1 January 2025");
    expect(formatDate("not a date")).toBeNull();
    expect(formatDate(null)).toBeNull();
  });

  it("shows a UTC time as date and time in India, or the text as it came", () => {
    expect(formatDateTime("2026-11-22T04:15:00Z")).toBe("22 Nov 2026, 9:45 am");
    expect(formatDateTime("2026-11-21T18:30:00Z")).toBe("22 Nov 2026, 12:00 am");
    expect(formatDateTime("2026-06-01T06:35:00Z")).toBe("1 Jun 2026, 12:05 pm");
    expect(formatDateTime("2026-09-01T12:00:00Z")).toBe("1 Sep 2026, 5:30 pm");
    expect(formatDateTime("soon")).toBe("soon");
  });
});
