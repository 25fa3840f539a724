import {
  financialYear,
  invoiceNumber,
  placeOfSupplyState,
  splitTax,
  STANDARD_GST_RATE_BP,
} from "../../../contract/rules/gst.ts";
import type { Db } from "../../db/connection.ts";
import { currentSite } from "../../site-identity.ts";
import { saveInvoice, type StoredOrder } from "../orders/orders.repository.ts";
import { nextInvoiceSerial } from "./invoice-counter.repository.ts";

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
 * An order staff mark paid by hand (bank transfer or UPI to the firm, with PAYMENT_PROVIDER=none)
 * gets its tax invoice then, once: the same number series and tax split as an online payment.
 */
export async function invoiceStaffPayment(tx: Db, order: StoredOrder, now = new Date()): Promise<void> {
  if (order.status === "paid" && !order.invoiceNumber) await issueInvoice(tx, order, now);
}
