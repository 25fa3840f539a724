import type { PersonalDataHolder } from "../../db/personal-data.ts";
import { orderEventsOf } from "../orders/order-events.repository.ts";
import { clearAccessKeys, ordersOf, type StoredOrder } from "../orders/orders.repository.ts";

/** What an erasure keeps of a person's payments and invoices, in the console's and the export's words. */
export const PAYMENTS_KEEP =
  "Payments and tax invoices stay: payment id, invoice number and date, the buyer's GSTIN and the status history, which the GST law requires to be kept (CGST Act s. 36: 72 months from the annual return's due date). The order's private link stops working.";

/** Orders taken with online payment or invoiced; the others are all in the orders holder. */
const paidOnline = (order: StoredOrder) => order.paymentProvider !== "none" || order.invoiceNumber !== null;

/**
 * The payment and invoice side of a person's orders (issue 16): found for the console and the
 * export; erasure keeps it (tax records) and only disables the order page link. Listed before the
 * orders holder, which clears the e-mail and phone these are found by.
 */
export const paymentsPersonalData: PersonalDataHolder = {
  name: "payments",
  label: "Payments and invoices",
  keeps: PAYMENTS_KEEP,
  async find(db, who) {
    const orders = (await ordersOf(db, who)).filter(paidOnline);
    const history = await orderEventsOf(
      db,
      orders.map((o) => o.id),
    );
    return orders.map((order) => ({
      orderId: order.id,
      paymentProvider: order.paymentProvider,
      paymentId: order.paymentId,
      paidAt: order.paidAt,
      invoiceNumber: order.invoiceNumber,
      invoiceDate: order.invoiceDate,
      buyerGstin: order.buyerGstin,
      statusHistory: history.get(order.id) ?? [],
    }));
  },
  async erase(tx, who, now) {
    const ids = (await ordersOf(tx, who)).filter((o) => paidOnline(o) && o.accessKey !== null).map((o) => o.id);
    await clearAccessKeys(tx, ids, now);
    return { count: ids.length };
  },
};
