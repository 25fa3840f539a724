import { describe, expect, it } from "vitest";
import {
  formatPaise,
  isWholePaise,
  lineTotalPaise,
  percentOfPaise,
  toPaise,
  toRupees,
  wholeRupeesOf,
} from "./money.ts";

describe("money", () => {
  it("turns rupees into whole paise without a floating-point tail", () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point; it is still 30 paise.
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(499.99)).toBe(49_999);
    expect(toPaise(1_00_00_000)).toBe(1_000_000_000);
  });

  it("turns paise back into rupees, also from PostgreSQL's bigint strings", () => {
    expect(toRupees(49_999)).toBe(499.99);
    expect(toRupees("150000")).toBe(1500);
  });

  it("multiplies a unit price in rupees by a quantity in paise", () => {
    // 3 × ₹333.33 = ₹999.99, not 999.9899999999999.
    expect(lineTotalPaise(333.33, 3)).toBe(99_999);
  });

  it("accepts amounts in whole paise only", () => {
    expect(isWholePaise(12.34)).toBe(true);
    expect(isWholePaise(1999.99)).toBe(true);
    expect(isWholePaise(12.345)).toBe(false);
    expect(isWholePaise(Number.NaN)).toBe(false);
  });
});

describe("formatPaise", () => {
  it("shows paise as Intl's en-IN rupees, with lakh grouping and two decimals", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
    for (const paise of [0, 5, 99, 100, 49_999, 12_345_650, 1_000_000_000, -150])
      expect(formatPaise(paise)).toBe(intl.format(paise / 100));
  });

  it("drops .00 from whole rupees when asked, never the paise", () => {
    expect(formatPaise(1_500_000, { whole: true })).toBe("₹15,000");
    expect(formatPaise(124_950, { whole: true })).toBe("₹1,249.50");
    expect(formatPaise(1_500_000)).toBe("₹15,000.00");
  });
});

describe("shares of an amount", () => {
  it("works a ratio in whole rupees, rounding as asked, in integer arithmetic", () => {
    // 8.33% of ₹15,000 = ₹1,249.50: nearest → ₹1,250; down → ₹1,249; up → ₹1,250.
    expect(wholeRupeesOf(1_500_000 * 833, 10_000, "nearest")).toBe(125_000);
    expect(wholeRupeesOf(1_500_000 * 833, 10_000, "down")).toBe(124_900);
    // 0.75% of ₹12,500 = ₹93.75 → up ₹94.
    expect(wholeRupeesOf(1_250_000 * 75, 10_000, "up")).toBe(9_400);
  });

  it("takes a per cent of paise in whole paise", () => {
    expect(percentOfPaise(99_999, 10, "nearest")).toBe(10_000);
    expect(percentOfPaise(2_500_001, 50, "down")).toBe(1_250_000);
  });
});
