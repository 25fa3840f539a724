import {
  financialYear,
  invoiceNumber,
  placeOfSupplyState,
  splitTax,
  STANDARD_GST_RATE_BP,
} from "../../../contract/rules/gst.ts";
import type { Db } from "../../db/connection.ts";
import { currentSite } from "../../site-identity.ts";
import { saveInvoice, saveOrderCreditNote, type StoredOrder } from "../orders/orders.repository.ts";
import { nextInvoiceSerial, nextSerial } from "./invoice-counter.repository.ts";

/**
 * Gives a paid order its GST tax invoice (decision 032), in the caller's transaction: the financial
 * year's next serial and, per line, the taxable value and CGST+SGST (buyer in the seller's state)
 * or IGST, with the seller as it is today kept on the order. Answers the number.
 */
export async function issueInvoice(tx: Db, order: StoredOrder, now: Date): Promise<string> {
  const { seller } = currentSite();
  const year = financialYear(now);
  const number = invoiceNumber(seller.invoicePrefix, year, await nextInvoiceSerial(tx, year));
  const taxes = splitTax(
    // Lines stored before rates were kept per product were sold at the standard rate.
    order.lines.map((line) => ({ grossPaise: line.lineTotalPaise, rateBp: line.gstRateBp ?? STANDARD_GST_RATE_BP })),
    order.discountPaise,
    placeOfSupplyState(order.state, order.buyerGstin) === seller.state,
  );
  await saveInvoice(tx, order, { number, date: now.toISOString(), seller }, taxes);
  return number;
}

/**
 * The GST documents a status set by staff calls for, in the change's transaction (which holds the
 * order's row, so two changes at once see each other): an order marked paid by hand (bank transfer
 * or UPI to the firm, with PAYMENT_PROVIDER=none) gets its tax invoice, once, in the same series
 * and split as an online payment; an invoiced order marked refunded gets a credit note for the
 * whole invoice (CGST Act s. 34), once, in the credit notes' series, which GSTR-1 reports.
 */
export async function taxDocumentsOnStatus(tx: Db, order: StoredOrder, now = new Date()): Promise<void> {
  if (order.status === "paid" && !order.invoiceNumber) await issueInvoice(tx, order, now);
  if (order.status === "refunded" && order.invoiceNumber && !order.creditNoteNumber) {
    const seller = order.invoiceSeller ?? currentSite().seller;
    const year = financialYear(now);
    const number = invoiceNumber(`${seller.invoicePrefix}C`, year, await nextSerial(tx, "credit_note_counters", year));
    await saveOrderCreditNote(tx, order.id, { number, date: now.toISOString() });
  }
}
