// A service invoice line's figures from what staff entered (issue 32, decision 155): the rate with
// or without GST, and a discount in rupees or per cent. Money is integer paise; quantities are
// thousandths; the GST rate is in basis points (1800 = 18 %).
import { taxableWithin, taxOnTaxable, type ExclusiveLineTax } from "./tax-exclusive.ts";

export const lineDiscountKinds = ["amount", "percent"] as const;
export type LineDiscountKind = (typeof lineDiscountKinds)[number];

/** A discount as entered: `value` is paise for an amount, hundredths of a per cent for a percentage. */
export interface LineDiscountInput {
  kind: LineDiscountKind;
  value: number;
}

export interface LinePriceInput {
  quantityMilli: number;
  ratePaise: number;
  gstRateBp: number;
  /** The rate includes GST (the invoice's entry mode). */
  inclusive: boolean;
  discount: LineDiscountInput | null;
  intraState: boolean;
}

export interface LinePrice extends ExclusiveLineTax {
  /** quantity × rate, on the basis the rate was entered (with or without GST). */
  grossPaise: number;
  /** What the discount takes off that amount, on the same basis. */
  discountPaise: number;
}

/**
 * The rule (decision 155), every step rounded half up to the paisa:
 * gross = quantity × rate; a percentage discount = gross × per cent; net = gross − discount
 * (refused when negative). Entered without GST, the net is the taxable value. Entered with GST, the
 * taxable value is net × 100 / (100 + rate), stepped down a paisa at a time while it and its GST
 * (each head rounded on its own, as decision 150 rule 3) would come to more than the net: the line
 * never charges more than staff entered, and at most 2 paise less (CGST and SGST print equal).
 * The GST is then worked out on the taxable value exactly as for a line entered without GST, so
 * every total, PDF and GSTR-1 figure is a sum of the same line figures.
 */
export function priceServiceLine(input: LinePriceInput): LinePrice | "discount-too-large" {
  const grossPaise = Math.round((input.quantityMilli * input.ratePaise) / 1000);
  const discountPaise = !input.discount
    ? 0
    : input.discount.kind === "amount"
      ? input.discount.value
      : Math.round((grossPaise * input.discount.value) / 10_000);
  if (discountPaise > grossPaise) return "discount-too-large";
  const netPaise = grossPaise - discountPaise;
  const taxablePaise = input.inclusive ? taxableWithin(netPaise, input.gstRateBp, input.intraState) : netPaise;
  return { grossPaise, discountPaise, ...taxOnTaxable(taxablePaise, input.gstRateBp, input.intraState) };
}
