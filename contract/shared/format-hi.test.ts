import { describe, expect, it } from "vitest";
import { formatDateHi, hindiMonthOf } from "./format-hi.ts";
import { formatInr } from "./format.ts";
import { formatPaise } from "./money.ts";

describe("Hindi dates and numbers", () => {
  it("writes a calendar date with the Hindi month", () => {
    expect(formatDateHi("2025-11-21")).toBe("21 नवंबर 2025");
    expect(formatDateHi("2026-05-08")).toBe("8 मई 2026");
    expect(formatDateHi("2017-01-01")).toBe("1 जनवरी 2017");
  });

  it("writes a stored UTC time as the date it was in India", () => {
    // 20:00 UTC on 2 December is 01:30 on 3 December in India.
    expect(formatDateHi("2026-12-02T20:00:00.000Z")).toBe("3 दिसंबर 2026");
  });

  it("answers null for what is not a date", () => {
    expect(formatDateHi("")).toBeNull();
    expect(formatDateHi("not a date")).toBeNull();
    expect(formatDateHi(null)).toBeNull();
  });

  it("turns a badge's short English month into the Hindi month", () => {
    expect(hindiMonthOf("Nov")).toBe("नवंबर");
    expect(hindiMonthOf("Feb")).toBe("फ़रवरी");
    expect(hindiMonthOf("Sep")).toBe("सितंबर");
  });

  it("keeps Indian digit grouping for amounts, as the Hindi pages print them", () => {
    expect(formatPaise(15_000_000, { whole: true })).toBe("₹1,50,000");
    expect(formatInr(2_100_000)).toBe("₹21,00,000.00");
  });
});
