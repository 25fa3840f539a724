import { describe, expect, it } from "vitest";
import {
  financialYear,
  gstinCheckDigit,
  gstStateCodes,
  invoiceNumber,
  isValidGstin,
  placeOfSupplyState,
  splitTax,
} from "./gst.ts";
import { indianStates } from "../shared/indian-states.ts";
import { defaultSite } from "../shared/site.ts";

describe("GSTIN", () => {
  it("accepts well-formed numbers with the right check digit, the seller's sample included", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("29AAGCB7383J1Z4")).toBe(true);
    expect(isValidGstin(defaultSite.seller.gstin)).toBe(true);
    expect(gstStateCodes[defaultSite.seller.state]).toBe(defaultSite.seller.gstin.slice(0, 2));
  });

  it.each(["27AAPFU0939F1ZA", "27AAPFU0939F1Z", "27aapfu0939f1zv", "99AAPFU0939F1ZV", "27AAPFU0939F0ZV", ""])(
    "refuses %s",
    (gstin) => expect(isValidGstin(gstin)).toBe(false),
  );

  it("has a code for every state the checkout offers", () => {
    for (const state of indianStates) expect(gstStateCodes[state], state).toMatch(/^\d{2}$/);
    expect(gstinCheckDigit("08ABCDE1234F1Z")).toBe("0");
  });
});

describe("placeOfSupplyState", () => {
  it("is the registered buyer's GSTIN state, else the billing state", () => {
    expect(placeOfSupplyState("Maharashtra", "08AAPFU0939F1ZV")).toBe("Rajasthan");
    expect(placeOfSupplyState("Maharashtra", null)).toBe("Maharashtra");
  });
});

describe("financial year and invoice number", () => {
  it("turns on 1 April in India, not in UTC", () => {
    expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toBe("26-27");
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("27-28");
    expect(financialYear(new Date("2026-11-24T10:00:00Z"))).toBe("26-27");
    expect(financialYear(new Date("2099-06-01T00:00:00Z"))).toBe("99-00");
  });

  it("stays within 16 characters and refuses to grow past them", () => {
    expect(invoiceNumber("SHR", "26-27", 42)).toBe("SHR/26-27/00042");
    expect(invoiceNumber("SHR", "26-27", 999_999)).toHaveLength(16);
    expect(() => invoiceNumber("SHR", "26-27", 1_000_000)).toThrow(/longer than 16/);
  });
});

describe("splitTax", () => {
  it("takes 18% GST out of an inclusive price, half CGST half SGST within the state", () => {
    const [line] = splitTax([{ grossPaise: 118_00, rateBp: 1800 }], 0, true);
    expect(line).toEqual({ valuePaise: 118_00, taxablePaise: 100_00, cgstPaise: 9_00, sgstPaise: 9_00, igstPaise: 0 });
  });

  it("charges IGST across states and gives the odd paisa to SGST within", () => {
    expect(splitTax([{ grossPaise: 499_00, rateBp: 1800 }], 0, false)[0]).toEqual({
      valuePaise: 499_00,
      taxablePaise: 42288,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 7612,
    });
    const within = splitTax([{ grossPaise: 118_05, rateBp: 1800 }], 0, true)[0]!;
    expect(within.cgstPaise + within.sgstPaise).toBe(118_05 - 100_04);
    expect(within.sgstPaise - within.cgstPaise).toBe(1);
  });

  it("shares the discount among the lines so the values add up to the amount paid", () => {
    const lines = [
      { grossPaise: 99_800, rateBp: 1800 },
      { grossPaise: 120_000, rateBp: 1800 },
      { grossPaise: 333, rateBp: 500 },
    ];
    const discount = 22_013;
    const split = splitTax(lines, discount, true);
    const paid = lines.reduce((sum, l) => sum + l.grossPaise, 0) - discount;
    expect(split.reduce((sum, l) => sum + l.valuePaise, 0)).toBe(paid);
    for (const line of split)
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.valuePaise);
  });
});
