import { formatDate } from "../../../contract/shared/format.ts";
import { formatPaise, toPaise } from "../../../contract/shared/money.ts";
import type { OrderInvoice, OrderPageLine } from "../../../contract/shop/order-page.ts";
import type { TaxDocument } from "./tax-document.ts";
import { taxDocumentPdf } from "./tax-document-pdf.ts";

/** A paid order's tax invoice as its PDF prints it: the same facts as the printed one (app/components/shop/invoice-view.tsx). */
function shopInvoiceDocument(invoice: OrderInvoice, lines: readonly OrderPageLine[]): TaxDocument {
  const paise = (rupees: number | null) => toPaise(rupees ?? 0);
  return {
    title: "Tax Invoice",
    number: invoice.number,
    date: invoice.date,
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    intraState: invoice.intraState,
    lines: lines.map((line) => {
      const taxable = paise(line.taxable);
      const tax = paise(line.cgst) + paise(line.sgst) + paise(line.igst);
      return {
        description: line.title,
        sac: line.sacCode ?? "",
        quantity: line.quantity,
        ratePaise: toPaise(line.unitPrice),
        gstRatePercent: line.gstRate ?? 0,
        taxablePaise: taxable,
        cgstPaise: paise(line.cgst),
        sgstPaise: paise(line.sgst),
        igstPaise: paise(line.igst),
        totalPaise: taxable + tax,
      };
    }),
    totals: {
      taxablePaise: toPaise(invoice.totals.taxable),
      cgstPaise: toPaise(invoice.totals.cgst),
      sgstPaise: toPaise(invoice.totals.sgst),
      igstPaise: toPaise(invoice.totals.igst),
      totalPaise: toPaise(invoice.totals.total),
    },
    facts: [],
    remarks: ["Prices include GST; the rate column shows the price paid per unit."],
  };
}

/** A paid order's tax invoice as a PDF. */
export function invoicePdf(invoice: OrderInvoice, lines: readonly OrderPageLine[]): Promise<Buffer> {
  return taxDocumentPdf(shopInvoiceDocument(invoice, lines));
}

/**
 * A refunded order's credit note as a PDF (CGST Rules 53, decision 152): a shop refund is of the
 * whole order, so it credits every line as the invoice taxed it, and names the invoice.
 */
export function orderCreditNotePdf(
  note: { number: string; date: string },
  invoice: OrderInvoice,
  lines: readonly OrderPageLine[],
): Promise<Buffer> {
  const original = shopInvoiceDocument(invoice, lines);
  return taxDocumentPdf({
    ...original,
    title: "Credit Note",
    number: note.number,
    date: note.date,
    lines: original.lines.map((line) => ({ ...line, quantity: null, ratePaise: null })),
    facts: [
      ["Against invoice", `${invoice.number} of ${formatDate(invoice.date) ?? ""}`],
      ["Invoice value", formatPaise(original.totals.totalPaise)],
    ],
    remarks: ["Reason: the order was refunded in full."],
  });
}
