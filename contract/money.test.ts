import { describe, expect, it } from "vitest";
import { isWholePaise, lineTotalPaise, toPaise, toRupees } from "./money.ts";

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
