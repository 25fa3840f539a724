import { placeOfSupplyState, STANDARD_GST_RATE_BP } from "../../../contract/rules/gst.ts";
import type { Db } from "../../db/connection.ts";
import { currentSite } from "../../site-identity.ts";
import { listCreditedOrders, listInvoicedOrders, type StoredOrder } from "../orders/orders.repository.ts";
import { gstPeriod } from "./gst-period.ts";
import { buyerName } from "./issued-invoice.ts";
import { gstr1, type GstDocument } from "./gstr1.ts";
import { findInvoice, listCreditNotesIssued, listIssuedInvoices } from "./service-invoices.repository.ts";

/** A shop order's invoice as GSTR-1 reads it (its lines as taxed on payment). */
function shopInvoice(order: StoredOrder): GstDocument {
  const supplyState = placeOfSupplyState(order.state, order.buyerGstin);
  return {
    kind: "invoice",
    number: order.invoiceNumber!,
    date: order.invoiceDate!,
    buyerName: buyerName(order),
    buyerGstin: order.buyerGstin,
    supplyState,
    intraState: supplyState === (order.invoiceSeller?.state ?? currentSite().seller.state),
    lines: order.lines.map((line) => ({
      sac: line.sacCode ?? "",
      rateBp: line.gstRateBp ?? STANDARD_GST_RATE_BP,
      taxablePaise: line.tax?.taxablePaise ?? 0,
      cgstPaise: line.tax?.cgstPaise ?? 0,
      sgstPaise: line.tax?.sgstPaise ?? 0,
      igstPaise: line.tax?.igstPaise ?? 0,
    })),
    totalPaise: order.totalPaise,
  };
}

/** Every tax invoice (shop and service) and credit note (a shop refund's, a service invoice's) dated in the period, by date. */
export async function gstDocuments(db: Db, period: string): Promise<GstDocument[]> {
  const { from, to } = gstPeriod(period);
  const shop = (await listInvoicedOrders(db, from, to)).map(shopInvoice);
  // A refund credits the whole invoice, line by line as it was taxed.
  const shopNotes: GstDocument[] = (await listCreditedOrders(db, from, to)).map((order) => {
    const invoice = shopInvoice(order);
    return {
      ...invoice,
      kind: "credit-note",
      number: order.creditNoteNumber!,
      date: order.creditNoteDate!,
      against: { number: invoice.number, date: invoice.date, totalPaise: invoice.totalPaise },
    };
  });
  const services: GstDocument[] = (await listIssuedInvoices(db, from, to)).map((invoice) => ({
    kind: "invoice",
    number: invoice.number!,
    date: invoice.issuedAt!,
    buyerName: invoice.buyer!.name,
    buyerGstin: invoice.buyer!.gstin,
    supplyState: invoice.supplyState!,
    intraState: invoice.intraState,
    lines: invoice.lines.map((line) => ({ ...line, rateBp: line.gstRateBp })),
    totalPaise: invoice.totals.totalPaise,
  }));
  const notes: GstDocument[] = [];
  for (const note of await listCreditNotesIssued(db, from, to)) {
    const invoice = (await findInvoice(db, note.invoiceId))!;
    notes.push({
      kind: "credit-note",
      number: note.number,
      date: note.issuedAt,
      buyerName: invoice.buyer!.name,
      buyerGstin: invoice.buyer!.gstin,
      supplyState: invoice.supplyState!,
      intraState: invoice.intraState,
      lines: note.lines.map((line) => ({ ...line, rateBp: line.gstRateBp })),
      totalPaise: note.totals.totalPaise,
      against: { number: invoice.number!, date: invoice.issuedAt!, totalPaise: invoice.totals.totalPaise },
    });
  }
  return [...shop, ...services, ...shopNotes, ...notes].sort(
    (a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number),
  );
}

/** GSTR-1 of a month (YYYY-MM) or a quarter of the financial year (YYYY-Qn) for the seller's GSTIN of today. */
export async function gstr1For(db: Db, period: string) {
  return gstr1(currentSite().seller.gstin, gstPeriod(period).fp, await gstDocuments(db, period));
}
