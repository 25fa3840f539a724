import type { SellerIdentity } from "../../../contract/shared/site.ts";

/** One line of a printed tax invoice or credit note; money in integer paise. */
export interface TaxDocumentLine {
  description: string;
  sac: string;
  quantity: number | null;
  /** The unit rate GST excluded (service invoices), or GST included (shop prices); null: not printed. */
  ratePaise: number | null;
  gstRatePercent: number;
  /** What a discount took off quantity × rate (decision 155); 0 or absent: none. */
  discountPaise?: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * Everything a GST document prints (CGST Rules 46 for invoices, 53 for credit notes): the same
 * shape for the shop's invoices, service invoices and credit notes, so one layout draws them all.
 */
export interface TaxDocument {
  title: "Tax Invoice" | "Credit Note";
  number: string;
  /** ISO instant, printed as the date in India. */
  date: string;
  seller: SellerIdentity;
  buyer: { name: string; addressLines: string[]; state: string; stateCode: string | null; gstin: string | null };
  placeOfSupply: string;
  intraState: boolean;
  lines: TaxDocumentLine[];
  totals: TaxTotals;
  /** Label and value pairs under the number: due date, the invoice a note credits, … */
  facts: [string, string][];
  /** Printed above the signature: prices-include-GST note, the client's notes, the reason. */
  remarks: string[];
}

export const sumTotals = (lines: readonly Omit<TaxTotals, never>[]): TaxTotals =>
  lines.reduce<TaxTotals>(
    (sum, line) => ({
      taxablePaise: sum.taxablePaise + line.taxablePaise,
      cgstPaise: sum.cgstPaise + line.cgstPaise,
      sgstPaise: sum.sgstPaise + line.sgstPaise,
      igstPaise: sum.igstPaise + line.igstPaise,
      totalPaise: sum.totalPaise + line.totalPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
  );
