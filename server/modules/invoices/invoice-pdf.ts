import { toPaise } from "../../../contract/shared/money.ts";
import type { OrderInvoice, OrderPageLine } from "../../../contract/shop/order-page.ts";
import { taxDocumentPdf } from "./tax-document-pdf.ts";

/** A paid order's tax invoice as a PDF: the same facts as the printed one (app/components/shop/invoice-view.tsx). */
export function invoicePdf(invoice: OrderInvoice, lines: readonly OrderPageLine[]): Promise<Buffer> {
  const paise = (rupees: number | null) => toPaise(rupees ?? 0);
  return taxDocumentPdf({
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
  });
}
