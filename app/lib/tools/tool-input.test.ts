import { describe, expect, it } from "vitest";
import { inputMessages, parseAmount, parseChoice, parsePercent, parseWhole, readForm } from "./tool-input.ts";

describe("tool inputs", () => {
  it("reads rupee amounts the way people type them, as paise", () => {
    expect(parseAmount("15000")).toEqual({ ok: true, value: 1_500_000 });
    expect(parseAmount("15,000")).toEqual({ ok: true, value: 1_500_000 });
    expect(parseAmount("₹ 15,000.50")).toEqual({ ok: true, value: 1_500_050 });
    expect(parseAmount("Rs. 1,00,000")).toEqual({ ok: true, value: 10_000_000 });
    expect(parseAmount("0")).toEqual({ ok: true, value: 0 });
    // ₹1,00,00,000 is the largest monthly amount: exactly at the limit is accepted, a paisa more is not.
    expect(parseAmount("10000000")).toEqual({ ok: true, value: 1_000_000_000 });
    expect(parseAmount("10000000.01")).toEqual({ ok: false, error: inputMessages.amountTooLarge });
    expect(inputMessages.amountTooLarge).toBe("Enter an amount up to ₹1,00,00,000.");
  });

  it("answers non-numeric, negative or over-precise amounts with the sentence shown under the field", () => {
    for (const typed of ["abc", "-5", "1e5", "15000.555", "12.3.4", "fifteen thousand"]) {
      expect(parseAmount(typed)).toEqual({ ok: false, error: inputMessages.amount });
    }
    expect(parseAmount(null)).toEqual({ ok: true, value: 0 });
    expect(parseAmount(null, true)).toEqual({ ok: false, error: inputMessages.amountRequired });
  });

  it("reads whole numbers, percentages and choices within their ranges", () => {
    expect(parseWhole("11", 0, 11, "m")).toEqual({ ok: true, value: 11 });
    expect(parseWhole("12", 0, 11, "m")).toEqual({ ok: false, error: "m" });
    expect(parseWhole("2.5", 0, 11, "m")).toEqual({ ok: false, error: "m" });
    expect(parseWhole(null, 0, 11, "m", 0)).toEqual({ ok: true, value: 0 });
    // 8.33% is 833 basis points; 20% is 2000.
    expect(parsePercent("8.33", 833, 2000, "p")).toEqual({ ok: true, value: 833 });
    expect(parsePercent("20%", 833, 2000, "p")).toEqual({ ok: true, value: 2000 });
    expect(parsePercent("8.32", 833, 2000, "p")).toEqual({ ok: false, error: "p" });
    expect(parsePercent("20.01", 833, 2000, "p")).toEqual({ ok: false, error: "p" });
    expect(parseChoice("b", ["a", "b"] as const, "c")).toEqual({ ok: true, value: "b" });
    expect(parseChoice("z", ["a", "b"] as const, "c")).toEqual({ ok: false, error: "c" });
  });

  it("shows no errors before the form is used, and every field's error after", () => {
    const fields = {
      basic: (raw: string | null) => parseAmount(raw, true),
      months: (raw: string | null) => parseWhole(raw, 0, 11, "m"),
    };
    const fresh = readForm(new URLSearchParams(""), "basic", fields);
    expect(fresh).toEqual({ submitted: false, values: { basic: "", months: "" }, errors: {}, input: null });
    const bad = readForm(new URLSearchParams("basic=abc&months=13"), "basic", fields);
    expect(bad.errors).toEqual({ basic: inputMessages.amount, months: "m" });
    expect(bad.values).toEqual({ basic: "abc", months: "13" });
    expect(bad.input).toBeNull();
    const good = readForm(new URLSearchParams("basic=15%2C000&months=3"), "basic", fields);
    expect(good.input).toEqual({ basic: 1_500_000, months: 3 });
  });
});
