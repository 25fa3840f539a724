import { gstStateCodes, placeOfSupplyState } from "../../../contract/gst.ts";
import { toRupees } from "../../../contract/money.ts";
import type { OrderInvoice, OrderPage } from "../../../contract/order-page.ts";
import { invoicePdfPath, orderPayPath } from "../../../contract/payments.ts";
import { site } from "../../../contract/site.ts";
import type { Db } from "../../db/connection.ts";
import { orderKeyMatches } from "./order-key.ts";
import { findOrder, type StoredOrder } from "./orders.repository.ts";

/** The customer's order page, or null unless the key is the order's own (the caller answers 404). */
export async function orderPageFor(db: Db, id: number, key: string): Promise<OrderPage | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const order = await findOrder(db, id);
  if (!order || !orderKeyMatches(order.accessKey, key)) return null;
  return toOrderPage(order, key);
}

export function toOrderPage(order: StoredOrder, key: string): OrderPage {
  const rupees = (paise: number | null | undefined) => (paise == null ? null : toRupees(paise));
  return {
    id: order.id,
    status: order.status,
    createdAt: order.created_at,
    paidAt: order.paidAt,
    lines: order.lines.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      unitPrice: toRupees(line.unitPricePaise),
      lineTotal: toRupees(line.lineTotalPaise),
      sacCode: line.sacCode,
      gstRate: line.gstRateBp === null ? null : line.gstRateBp / 100,
      taxable: rupees(line.tax?.taxablePaise),
      cgst: rupees(line.tax?.cgstPaise),
      sgst: rupees(line.tax?.sgstPaise),
      igst: rupees(line.tax?.igstPaise),
    })),
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    coupon: order.coupon,
    total: toRupees(order.totalPaise),
    payPath: order.status === "awaiting_payment" && order.paymentUrl ? orderPayPath(order.id, key) : null,
    invoice: invoiceOf(order),
    invoicePdfPath: order.invoiceNumber ? invoicePdfPath(order.id, key) : null,
    downloads: [],
    downloadsExpireAt: null,
  };
}

/** The invoice as issued on payment: seller, buyer, place of supply and the stored tax split. */
export function invoiceOf(order: StoredOrder): OrderInvoice | null {
  if (!order.invoiceNumber || !order.invoiceDate) return null;
  const supplyState = placeOfSupplyState(order.state, order.buyerGstin);
  const sum = (pick: (tax: NonNullable<StoredOrder["lines"][number]["tax"]>) => number) =>
    toRupees(order.lines.reduce((total, line) => total + (line.tax ? pick(line.tax) : 0), 0));
  return {
    number: order.invoiceNumber,
    date: order.invoiceDate,
    seller: site.seller,
    buyer: {
      name: `${order.firstName} ${order.lastName}`.trim(),
      addressLines: [order.address, [order.city, order.pinCode].filter(Boolean).join(" ")].filter(Boolean),
      state: order.state,
      stateCode: gstStateCodes[order.state] ?? null,
      gstin: order.buyerGstin,
    },
    placeOfSupply: `${supplyState}${gstStateCodes[supplyState] ? ` (${gstStateCodes[supplyState]})` : ""}`,
    intraState: supplyState === site.seller.state,
    totals: {
      taxable: sum((t) => t.taxablePaise),
      cgst: sum((t) => t.cgstPaise),
      sgst: sum((t) => t.sgstPaise),
      igst: sum((t) => t.igstPaise),
      total: toRupees(order.totalPaise),
    },
  };
}
