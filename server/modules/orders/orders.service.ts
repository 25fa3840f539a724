import { conversionSource } from "../../../contract/shared/visit-source.ts";
import { randomBytes } from "node:crypto";
import type * as z from "zod/mini";
import { orderPagePath, paymentMessages, type PaymentProviderName } from "../../../contract/shop/payments.ts";
import { addOrderEvent } from "./order-events.repository.ts";
import type { OrderStatus } from "../../../contract/console/admin.ts";
import { toPaise } from "../../../contract/shared/money.ts";
import {
  checkoutMessages,
  COUNTRY,
  couponPercent,
  DEFAULT_STATE,
  discountPaise,
} from "../../../contract/shop/orders.ts";
import type { orderRequestSchema } from "../../../contract/shop/orders.schema.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { looksLikeEmail } from "../../messaging/email-address.ts";
import { orderAlert, orderConfirmation } from "../../messaging/templates.ts";
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

/** What the payment provider needs to open the payment step of a stored order. */
export interface PaymentStart {
  orderId: number;
  /** The order's key: the customer's way back to their order page from the gateway. */
  accessKey: string;
  amountPaise: number;
  customer: { name: string; email: string; contact: string };
  /** When the order was placed: the payment step closes ORDER_PAYMENT_TIMEOUT_HOURS later. */
  placedAt: Date;
}

/** The payment step: the gateway's id for it and the page the customer is sent to. */
export interface StartedPayment {
  linkId: string;
  url: string;
}

/**
 * What the checkout needs of the payment seam (payments/payment-provider.ts implements it; the
 * checkout depends on this, not on the payments module, so the shop's modules stay on floors).
 */
export interface CheckoutPayments {
  readonly name: PaymentProviderName;
  /** `new`: the order is confirmed at checkout (SPEC 8); `awaiting_payment`: on payment. */
  readonly initialStatus: "new" | "awaiting_payment";
  /** Opens the payment step; null when the provider takes no online payment. Throws when the gateway fails. */
  startPayment(order: PaymentStart): Promise<StartedPayment | null>;
}

/** Largest id an integer column holds on every database; anything above names no product. */
const MAX_ID = 2_147_483_647;

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
  payments: CheckoutPayments,
  now = new Date(),
): Promise<PlacedOrder> {
  const placed = await storeOrder(db, input, payments, now);
  const { orderId, order } = placed;
  try {
    const started = await payments.startPayment({
      orderId,
      accessKey: order.accessKey,
      amountPaise: order.totalPaise,
      customer: { name: `${order.firstName} ${order.lastName}`, email: order.email, contact: order.phone },
      placedAt: now,
    });
    // Without online payment the order was confirmed as it was stored.
    if (!started) return placed;
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
  payments: CheckoutPayments,
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
      buyerBusinessName: input.buyerBusinessName || null,
      paymentProvider: payments.name,
      accessKey: randomBytes(24).toString("base64url"),
      visitSource: conversionSource(input),
    };
    const orderId = await insertOrder(tx, order, payments.initialStatus, now);
    await addOrderEvent(tx, orderId, {
      at: now.toISOString(),
      status: payments.initialStatus,
      source: "checkout",
      detail: "Order placed",
    });
    // Confirmed at checkout (no online payment), as SPEC 8 says; otherwise on payment.
    if (payments.initialStatus === "new") {
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
  /** Runs in the same transaction after the change (the invoices module issues an offline payment's invoice). */
  afterChange?: (tx: Db, order: StoredOrder) => Promise<void>,
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
    if (afterChange) await afterChange(tx, (await findOrder(tx, id))!);
    return findOrder(tx, id);
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
