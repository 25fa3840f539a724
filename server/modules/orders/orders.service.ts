import { randomBytes } from "node:crypto";
import type * as z from "zod/mini";
import { orderPagePath, paymentMessages, paymentPaths } from "../../../contract/payments.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { addOrderEvent } from "./order-events.repository.ts";
import { openDownloads } from "../downloads/downloads.service.ts";
import { adminMessages, type OrderStatus } from "../../../contract/admin.ts";
import { toPaise } from "../../../contract/money.ts";
import { checkoutMessages, COUNTRY, couponPercent, DEFAULT_STATE, discountPaise } from "../../../contract/orders.ts";
import type { orderRequestSchema } from "../../../contract/orders.schema.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { orderAlert, orderConfirmation, orderPaid } from "../../messaging/templates.ts";
import { findProductsByIds } from "../products/products.repository.ts";
import type { PersonalDataHolder } from "../../db/personal-data.ts";
import { toAdminOrder } from "./admin-order.ts";
import {
  clearOrderCustomer,
  findOrder,
  insertOrder,
  ordersOf,
  savePaymentLink,
  updateOrderStatus,
  type NewOrder,
  type OrderLine,
  type StoredOrder,
} from "./orders.repository.ts";

type OrderInput = z.infer<typeof orderRequestSchema>;

export interface PlacedOrder {
  orderId: number;
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
  /** With an online payment provider: where the customer pays, and their order page (path with key). */
  paymentUrl?: string;
  orderPath?: string;
}

/** What the links in a paid order's e-mail need: the site's address and how long downloads last. */
export interface OrderLinks {
  publicBaseUrl: string;
  downloadDays: number;
}

export const DAY_MS = 86_400_000;

export interface PlaceOrderOptions {
  payments: PaymentProvider;
  /** For the gateway's absolute callback URL. */
  publicBaseUrl: string;
}

/** Largest id an integer column holds on every database; anything above names no product. */
const MAX_ID = 2_147_483_647;
export const looksLikeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The server is the authority on money: every line is priced from the products table, the coupon
 * is applied here, and a client total below the server's (by more than a paisa) is refused, so a
 * changed price or a tampered cart never becomes a cheaper order. Order, lines and (without online
 * payment) both e-mails are written in one transaction. With a payment provider the gateway is
 * asked for the payment step right after, in the same request: when it fails the order is
 * cancelled and the visitor is told at once (decision 031).
 */
export async function placeOrder(
  db: Db,
  input: OrderInput,
  { payments, publicBaseUrl }: PlaceOrderOptions,
  now = new Date(),
): Promise<PlacedOrder> {
  const placed = await storeOrder(db, input, payments, now);
  if (payments.name === "none") return placed;
  const { orderId, order } = placed;
  try {
    const started = await payments.startPayment({
      orderId,
      amountPaise: order.totalPaise,
      customer: { name: `${order.firstName} ${order.lastName}`, email: order.email, contact: order.phone },
      callbackUrl: `${publicBaseUrl}${paymentPaths.razorpayCallback}?order=${orderId}&key=${order.accessKey}`,
      placedAt: now,
    });
    if (!started) throw new Error(`${payments.name} opened no payment step`);
    await savePaymentLink(db, orderId, started.linkId, started.url, now);
    return {
      orderId,
      subtotalPaise: order.subtotalPaise,
      discountPaise: order.discountPaise,
      totalPaise: order.totalPaise,
      paymentUrl: started.url,
      orderPath: orderPagePath(orderId, order.accessKey),
    };
  } catch (err) {
    await db.transaction().execute(async (tx) => {
      await updateOrderStatus(tx, orderId, "cancelled", now);
      await addOrderEvent(tx, orderId, {
        at: now.toISOString(),
        status: "cancelled",
        source: "checkout",
        detail: "The payment gateway could not open the payment step; the visitor was asked to try again",
      });
    });
    throw new HttpError(502, paymentMessages.gatewayFailed, undefined, { cause: err });
  }
}

async function storeOrder(
  db: Db,
  input: OrderInput,
  payments: PaymentProvider,
  now: Date,
): Promise<PlacedOrder & { order: NewOrder }> {
  const code = input.coupon?.trim() ?? "";
  const percent = code ? couponPercent(code) : 0;
  if (percent === null)
    throw new HttpError(400, checkoutMessages.invalidCoupon, { coupon: checkoutMessages.invalidCoupon });

  return db.transaction().execute(async (tx) => {
    const ids = [...new Set(input.items.map((item) => item.id))];
    const products = await findProductsByIds(
      tx,
      ids.filter((id) => id >= 1 && id <= MAX_ID),
    );
    const byId = new Map(products.map((p) => [Number(p.id), p]));
    const lines = input.items.map((item): OrderLine => {
      const product = byId.get(item.id);
      if (!product)
        throw new HttpError(400, checkoutMessages.unknownProduct, { items: checkoutMessages.unknownProduct });
      const unit = Number(product.price_paise);
      return {
        productId: item.id,
        title: product.title,
        unitPricePaise: unit,
        quantity: item.quantity,
        lineTotalPaise: unit * item.quantity,
        sacCode: product.sac_code,
        gstRateBp: Number(product.gst_rate_bp),
      };
    });
    const subtotalPaise = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
    const discount = discountPaise(subtotalPaise, percent);
    const totalPaise = subtotalPaise - discount;
    if (toPaise(input.total) < totalPaise - 1)
      throw new HttpError(400, checkoutMessages.totalTooLow, { total: checkoutMessages.totalTooLow });

    const order: NewOrder = {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      address: input.address,
      city: input.city,
      state: input.state || DEFAULT_STATE,
      pinCode: input.pinCode,
      country: COUNTRY,
      coupon: code ? code.toUpperCase() : null,
      note: input.note?.trim() || null,
      lines,
      subtotalPaise,
      discountPaise: discount,
      totalPaise,
      buyerGstin: input.buyerGstin || null,
      paymentProvider: payments.name,
      accessKey: randomBytes(24).toString("base64url"),
    };
    const orderId = await insertOrder(tx, order, payments.initialStatus, now);
    await addOrderEvent(tx, orderId, {
      at: now.toISOString(),
      status: payments.initialStatus,
      source: "checkout",
      detail: "Order placed",
    });
    // Without online payment the order is confirmed now, as SPEC 8 says; with it, on payment.
    if (payments.name === "none") {
      const facts = { id: orderId, ...order };
      // The checkout has no format check on e-mail (SPEC 5); only a real-looking address gets mail.
      if (looksLikeEmail.test(input.email)) await enqueueMessage(tx, orderConfirmation(facts), now);
      await enqueueMessage(tx, orderAlert(facts), now);
    }
    return { orderId, subtotalPaise, discountPaise: discount, totalPaise, order };
  });
}

/** The console's status change; answers the order as saved, or null for an unknown id. */
export async function setOrderStatus(
  db: Db,
  id: number,
  status: OrderStatus,
  record?: RecordChange,
  now = new Date(),
): Promise<StoredOrder | null> {
  return db.transaction().execute(async (tx) => {
    const before = await findOrder(tx, id);
    if (!before) return null;
    await updateOrderStatus(tx, id, status, now);
    await addOrderEvent(tx, id, {
      at: now.toISOString(),
      status,
      source: "staff",
      detail:
        status === "refunded"
          ? `Refund marked by staff (was ${before.status}${before.paymentId ? `, payment ${before.paymentId}` : ""})`
          : `${before.status} → ${status}`,
    });
    await record?.(tx, { action: "order.status", target: `order ${id}`, detail: `${before.status} → ${status}` });
    return findOrder(tx, id);
  });
}

/**
 * Queues the confirmation e-mail of a stored order again, from the amounts stored with it; for an
 * order paid online that is the payment e-mail with the link to the order page (its invoice and
 * downloads). Answers false for an unknown id. Wake the outbox worker after it.
 */
export async function resendConfirmation(
  db: Db,
  id: number,
  { publicBaseUrl, downloadDays }: OrderLinks,
  record?: RecordChange,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const order = await findOrder(tx, id);
    if (!order) return false;
    if (!looksLikeEmail.test(order.email)) throw new HttpError(409, adminMessages.noCustomerEmail);
    // Re-sending a paid order's link gives its downloads a fresh window and count.
    if (order.invoiceNumber) await openDownloads(tx, order.id, new Date(now.getTime() + downloadDays * DAY_MS));
    await enqueueMessage(
      tx,
      order.invoiceNumber && order.accessKey
        ? orderPaid(order, `${publicBaseUrl}${orderPagePath(order.id, order.accessKey)}`, order.invoiceNumber)
        : orderConfirmation(order),
    );
    await record?.(tx, {
      action: "order.resend-confirmation",
      target: `order ${id}`,
      detail: `Confirmation e-mail to ${order.email} queued again`,
    });
    return true;
  });
}

/** What an erasure keeps of an order, in the console's and the export's words. */
export const ORDER_KEEPS =
  "Orders keep what tax law needs for their invoices: order number, dates, status, items, prices, discount, total, coupon, and the billing state and country (GST place of supply). The name, e-mail, phone, street address, city, PIN code and note are erased.";

/** A person's orders: found for the console and the export; on erasure they keep only invoice data (decision 015). */
export const ordersPersonalData: PersonalDataHolder = {
  name: "orders",
  label: "Orders",
  keeps: ORDER_KEEPS,
  find: async (db, who) => (await ordersOf(db, who)).map((order) => ({ ...toAdminOrder(order) })),
  async erase(tx, who, now) {
    const ids = (await ordersOf(tx, who)).filter((o) => o.personalDataErasedAt === null).map((o) => o.id);
    await clearOrderCustomer(tx, ids, now);
    return { count: ids.length };
  },
};
