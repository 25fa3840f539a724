import { gstStateCodes, placeOfSupplyState } from "../../../contract/rules/gst.ts";
import { toRupees } from "../../../contract/shared/money.ts";
import type { OrderInvoice, OrderPageLine } from "../../../contract/shop/order-page.ts";
import { currentSite } from "../../site-identity.ts";
import type { StoredOrder } from "../orders/orders.repository.ts";

const rupeesOrNull = (paise: number | null | undefined) => (paise == null ? null : toRupees(paise));

/** The order's lines as the invoice and the order page print them: price, SAC, rate and the stored tax split. */
export function invoiceLines(order: StoredOrder): OrderPageLine[] {
  return order.lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    unitPrice: toRupees(line.unitPricePaise),
    lineTotal: toRupees(line.lineTotalPaise),
    sacCode: line.sacCode,
    gstRate: line.gstRateBp === null ? null : line.gstRateBp / 100,
    taxable: rupeesOrNull(line.tax?.taxablePaise),
    cgst: rupeesOrNull(line.tax?.cgstPaise),
    sgst: rupeesOrNull(line.tax?.sgstPaise),
    igst: rupeesOrNull(line.tax?.igstPaise),
  }));
}

/** The recipient: the business named at the checkout, with the person who ordered; else the person. */
export function buyerName(order: StoredOrder): string {
  const person = `${order.firstName} ${order.lastName}`.trim();
  if (!order.buyerBusinessName) return person;
  return person ? `${order.buyerBusinessName} (${person})` : order.buyerBusinessName;
}

/** The invoice as issued on payment: seller, buyer, place of supply and the stored tax split; null before payment. */
export function invoiceOf(order: StoredOrder): OrderInvoice | null {
  if (!order.invoiceNumber || !order.invoiceDate) return null;
  const supplyState = placeOfSupplyState(order.state, order.buyerGstin);
  // As issued: invoices from before the seller was stored show today's details.
  const seller = order.invoiceSeller ?? currentSite().seller;
  const sum = (pick: (tax: NonNullable<StoredOrder["lines"][number]["tax"]>) => number) =>
    toRupees(order.lines.reduce((total, line) => total + (line.tax ? pick(line.tax) : 0), 0));
  return {
    number: order.invoiceNumber,
    date: order.invoiceDate,
    seller,
    buyer: {
      name: buyerName(order),
      addressLines: [order.address, [order.city, order.pinCode].filter(Boolean).join(" ")].filter(Boolean),
      state: order.state,
      stateCode: gstStateCodes[order.state] ?? null,
      gstin: order.buyerGstin,
    },
    placeOfSupply: `${supplyState}${gstStateCodes[supplyState] ? ` (${gstStateCodes[supplyState]})` : ""}`,
    intraState: supplyState === seller.state,
    totals: {
      taxable: sum((t) => t.taxablePaise),
      cgst: sum((t) => t.cgstPaise),
      sgst: sum((t) => t.sgstPaise),
      igst: sum((t) => t.igstPaise),
      total: toRupees(order.totalPaise),
    },
  };
}
