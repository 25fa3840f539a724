// The tax of a service invoice's line, entered GST-exclusive (issue 32): the inclusive shop prices
// use splitTax in gst.ts instead. Money is integer paise; quantities are thousandths.

export interface ExclusiveLineTax {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * taxable = quantity × rate, rounded to the paisa; within the seller's state CGST and SGST are each
 * half the rate on the taxable value, rounded half up on their own (so they print equal, as rule 46
 * invoices show them); across states IGST is the whole rate. The line's total is their sum, so the
 * invoice's totals are sums of what each line prints.
 */
export function exclusiveLineTax(
  quantityMilli: number,
  ratePaise: number,
  rateBp: number,
  intraState: boolean,
): ExclusiveLineTax {
  const taxablePaise = Math.round((quantityMilli * ratePaise) / 1000);
  return taxOnTaxable(taxablePaise, rateBp, intraState);
}

/** The GST on a taxable value (also a credit note's), split as exclusiveLineTax says. */
export function taxOnTaxable(taxablePaise: number, rateBp: number, intraState: boolean): ExclusiveLineTax {
  const half = intraState ? Math.round((taxablePaise * rateBp) / 20_000) : 0;
  const igstPaise = intraState ? 0 : Math.round((taxablePaise * rateBp) / 10_000);
  return {
    taxablePaise,
    cgstPaise: half,
    sgstPaise: half,
    igstPaise,
    totalPaise: taxablePaise + 2 * half + igstPaise,
  };
}

/**
 * The taxable value inside a GST-inclusive amount at a rate, so that taxOnTaxable of it comes back
 * to at most that amount (a credit note for "₹X in all" never credits more than X).
 */
export function taxableWithin(inclusivePaise: number, rateBp: number, intraState: boolean): number {
  let taxable = Math.round((inclusivePaise * 10_000) / (10_000 + rateBp));
  while (taxable > 0 && taxOnTaxable(taxable, rateBp, intraState).totalPaise > inclusivePaise) taxable--;
  return taxable;
}
