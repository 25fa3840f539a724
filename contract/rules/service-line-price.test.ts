import { describe, expect, it } from "vitest";
import { servicePlaceOfSupply } from "./gst.ts";
import { priceServiceLine, type LinePriceInput } from "./service-line-price.ts";

const line = (input: Partial<LinePriceInput>) =>
  priceServiceLine({
    quantityMilli: 1000,
    ratePaise: 0,
    gstRateBp: 1800,
    inclusive: false,
    discount: null,
    intraState: false,
    ...input,
  });

describe("priceServiceLine (decision 155)", () => {
  it("takes an amount or a percentage off quantity × rate before GST, rounding half up to the paisa", () => {
    expect(line({ quantityMilli: 2000, ratePaise: 1_000_000, discount: { kind: "percent", value: 1000 } })).toEqual({
      grossPaise: 2_000_000,
      discountPaise: 200_000,
      taxablePaise: 1_800_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 324_000,
      totalPaise: 2_124_000,
    });
    // 333.33 × 12.5 % = 41.66625, rounded half up to 41.67.
    expect(line({ ratePaise: 33_333, discount: { kind: "percent", value: 1250 }, intraState: true })).toMatchObject({
      discountPaise: 4167,
      taxablePaise: 29_166,
      cgstPaise: 2625,
      sgstPaise: 2625,
    });
    expect(line({ ratePaise: 500_000, discount: { kind: "amount", value: 49_999 } })).toMatchObject({
      taxablePaise: 450_001,
      igstPaise: 81_000,
    });
    expect(line({ ratePaise: 100, discount: { kind: "amount", value: 101 } })).toBe("discount-too-large");
    expect(line({ ratePaise: 100, discount: { kind: "percent", value: 10_000 } })).toMatchObject({ totalPaise: 0 });
  });

  it("works the taxable value out of a GST-inclusive rate: never above the amount, at most 2 paise below", () => {
    expect(line({ ratePaise: 2_950_000, inclusive: true })).toMatchObject({
      taxablePaise: 2_500_000,
      totalPaise: 2_950_000,
    });
    // ₹102.07 within the state: 86.50 would give CGST 7.79 + SGST 7.79 = 102.08, so 86.49 and 102.05.
    expect(line({ ratePaise: 10_207, inclusive: true, intraState: true })).toMatchObject({
      taxablePaise: 8649,
      cgstPaise: 778,
      sgstPaise: 778,
      totalPaise: 10_205,
    });
    for (let ratePaise = 1; ratePaise < 20_000; ratePaise += 7)
      for (const intraState of [true, false])
        for (const gstRateBp of [500, 1200, 1800, 2800]) {
          const price = line({ ratePaise, inclusive: true, intraState, gstRateBp });
          if (price === "discount-too-large") throw new Error("no discount given");
          expect(price.totalPaise).toBeLessThanOrEqual(ratePaise);
          expect(ratePaise - price.totalPaise).toBeLessThanOrEqual(intraState ? 2 : 1);
        }
    // The discount comes off the GST-inclusive amount: ₹1,180 less 10 % = ₹1,062 = 900 + 162.
    expect(line({ ratePaise: 118_000, inclusive: true, discount: { kind: "percent", value: 1000 } })).toMatchObject({
      discountPaise: 11_800,
      taxablePaise: 90_000,
      igstPaise: 16_200,
      totalPaise: 106_200,
    });
  });
});

describe("servicePlaceOfSupply (decision 153)", () => {
  const registeredInMaharashtra = { billingState: "Maharashtra", buyerGstin: "27AAPFU0939F1ZV" };
  const unregisteredInRajasthan = { billingState: "Rajasthan", buyerGstin: null };
  it("training and organising an event: a registered recipient's state, else where it is performed or held", () => {
    for (const kind of ["training", "event_organisation"] as const) {
      expect(servicePlaceOfSupply({ kind, ...registeredInMaharashtra, venueState: "Gujarat" })).toBe("Maharashtra");
      expect(servicePlaceOfSupply({ kind, ...unregisteredInRajasthan, venueState: "Gujarat" })).toBe("Gujarat");
    }
  });
  it("admission to an event: where it is held, whoever buys; the general rule otherwise", () => {
    expect(servicePlaceOfSupply({ kind: "event_admission", ...registeredInMaharashtra, venueState: "Rajasthan" })).toBe(
      "Rajasthan",
    );
    expect(servicePlaceOfSupply({ kind: "general", ...registeredInMaharashtra, venueState: "Rajasthan" })).toBe(
      "Maharashtra",
    );
    expect(servicePlaceOfSupply({ kind: "general", ...unregisteredInRajasthan, venueState: null })).toBe("Rajasthan");
  });
});
