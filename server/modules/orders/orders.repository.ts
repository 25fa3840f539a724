import type { ConversionSource } from "../../../contract/shared/visit-source.ts";
import type { DataSubject } from "../../../contract/console/privacy.ts";
import type { Selectable } from "kysely";
import type { OrderStatus } from "../../../contract/console/admin.ts";
import type { SellerIdentity } from "../../../contract/shared/site.ts";
import { containsAny } from "../../db/contains-any.ts";
import type { Db } from "../../db/connection.ts";
import { phoneMatches } from "../../db/personal-data.ts";
import type { OrderLinesTable, OrdersTable } from "../../db/schema.ts";
import type { PaymentProviderName } from "../../../contract/shop/payments.ts";

export interface OrderLine {
  productId: number;
  title: string;
  unitPricePaise: number;
  quantity: number;
  lineTotalPaise: number;
  /** GST of the product when ordered (null on orders taken before migration 2026-11-24-060). */
  sacCode: string | null;
  gstRateBp: number | null;
}

/** A line's GST split as the invoice states it (contract/rules/gst.ts splitTax). */
export interface LineTax {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** An order as the checkout makes it: the customer, the lines and the amounts, all money in paise. */
export interface NewOrder {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pinCode: string;
  country: string;
  coupon: string | null;
  note: string | null;
  lines: OrderLine[];
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
  /** The buyer's GSTIN for the invoice, upper-cased; null without one. */
  buyerGstin: string | null;
  /** The business named at the checkout, printed as the invoice's recipient (issue 32). */
  buyerBusinessName: string | null;
  paymentProvider: PaymentProviderName;
  /** The secret in the customer's order link. */
  accessKey: string;
  /** Where the visit came from: once paid, the order is a conversion of that source (issue 30). */
  visitSource?: ConversionSource;
}

export interface StoredOrder extends Omit<NewOrder, "accessKey" | "paymentProvider" | "lines" | "visitSource"> {
  id: number;
  status: OrderStatus;
  lines: (OrderLine & { tax: LineTax | null })[];
  /** Null on orders taken before online payment existed. */
  accessKey: string | null;
  paymentProvider: PaymentProviderName;
  paymentLinkId: string | null;
  paymentUrl: string | null;
  paymentId: string | null;
  paidAt: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  /** The seller as printed on the invoice when it was issued; null before (and on older invoices). */
  invoiceSeller: SellerIdentity | null;
  /** The credit note its refund issued against the invoice (issue 32); null otherwise. */
  creditNoteNumber: string | null;
  creditNoteDate: string | null;
  downloadsExpireAt: string | null;
  /**
   * When the payment timeout cancelled the order (decision 035); null otherwise, and again once
   * its status changes after that. A payment that lands while it is set is still applied.
   */
  paymentExpiredAt: string | null;
  created_at: string;
  updated_at: string;
  /** When the customer's personal data was erased (decision 015); null while it is kept. */
  personalDataErasedAt: string | null;
}

function toOrder(row: Selectable<OrdersTable>, lines: Selectable<OrderLinesTable>[]): StoredOrder {
  return {
    id: Number(row.id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    pinCode: row.pin_code,
    country: row.country,
    coupon: row.coupon,
    note: row.note,
    subtotalPaise: Number(row.subtotal_paise),
    discountPaise: Number(row.discount_paise),
    totalPaise: Number(row.total_paise),
    status: row.status as OrderStatus,
    created_at: row.created_at,
    updated_at: row.updated_at,
    personalDataErasedAt: row.personal_data_erased_at,
    buyerGstin: row.buyer_gstin,
    buyerBusinessName: row.buyer_business_name,
    accessKey: row.access_key,
    paymentProvider: row.payment_provider === "razorpay" ? "razorpay" : "none",
    paymentLinkId: row.payment_link_id,
    paymentUrl: row.payment_url,
    paymentId: row.payment_id,
    paidAt: row.paid_at,
    invoiceNumber: row.invoice_number,
    invoiceDate: row.invoice_date,
    invoiceSeller: row.invoice_seller ? (JSON.parse(row.invoice_seller) as SellerIdentity) : null,
    creditNoteNumber: row.credit_note_number,
    creditNoteDate: row.credit_note_date,
    downloadsExpireAt: row.downloads_expire_at,
    paymentExpiredAt: row.payment_expired_at,
    lines: lines.map((line) => ({
      productId: Number(line.product_id),
      title: line.title,
      unitPricePaise: Number(line.unit_price_paise),
      quantity: Number(line.quantity),
      lineTotalPaise: Number(line.line_total_paise),
      sacCode: line.sac_code,
      gstRateBp: line.gst_rate_bp === null ? null : Number(line.gst_rate_bp),
      tax:
        line.taxable_paise === null
          ? null
          : {
              taxablePaise: Number(line.taxable_paise),
              cgstPaise: Number(line.cgst_paise ?? 0),
              sgstPaise: Number(line.sgst_paise ?? 0),
              igstPaise: Number(line.igst_paise ?? 0),
            },
    })),
  };
}

/** Stores an order with its lines; run it in the transaction that priced them. Answers the id. */
export async function insertOrder(db: Db, order: NewOrder, status: OrderStatus, now: Date): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto("orders")
    .values({
      email: order.email,
      first_name: order.firstName,
      last_name: order.lastName,
      address: order.address,
      city: order.city,
      state: order.state,
      pin_code: order.pinCode,
      phone: order.phone,
      country: order.country,
      coupon: order.coupon,
      note: order.note,
      subtotal_paise: order.subtotalPaise,
      discount_paise: order.discountPaise,
      total_paise: order.totalPaise,
      status,
      created_at: at,
      updated_at: at,
      buyer_gstin: order.buyerGstin,
      buyer_business_name: order.buyerBusinessName,
      payment_provider: order.paymentProvider,
      access_key: order.accessKey,
      ...order.visitSource,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const orderId = Number(id);
  await db
    .insertInto("order_lines")
    .values(
      order.lines.map((line) => ({
        order_id: orderId,
        product_id: line.productId,
        title: line.title,
        unit_price_paise: line.unitPricePaise,
        quantity: line.quantity,
        line_total_paise: line.lineTotalPaise,
        sac_code: line.sacCode,
        gst_rate_bp: line.gstRateBp,
      })),
    )
    .execute();
  return orderId;
}

/** The rows with their lines, in the rows' order. */
async function withLines(db: Db, rows: Selectable<OrdersTable>[]): Promise<StoredOrder[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom("order_lines")
    .selectAll()
    .where(
      "order_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("id")
    .execute();
  const byOrder = new Map<number, Selectable<OrderLinesTable>[]>();
  for (const line of lines) {
    const orderId = Number(line.order_id);
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  }
  return rows.map((row) => toOrder(row, byOrder.get(Number(row.id)) ?? []));
}

/** Orders newest first with their lines; `q` matches the customer's name, e-mail or phone. */
export async function listOrders(db: Db, q?: string): Promise<StoredOrder[]> {
  let query = db.selectFrom("orders").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (q) query = query.where(containsAny(["first_name", "last_name", "email", "phone"], q));
  return withLines(db, await query.execute());
}

/** The orders placed with an e-mail address or a phone number (matched on its digits, however typed). */
export async function ordersOf(db: Db, who: DataSubject): Promise<StoredOrder[]> {
  const query = db.selectFrom("orders").selectAll().orderBy("id");
  const email = who.email;
  const rows =
    email !== null
      ? await query.where((eb) => eb(eb.fn("lower", ["email"]), "=", email)).execute()
      : await query.where(phoneMatches("phone", who.mobile, "ends")).execute();
  return withLines(db, rows);
}

/**
 * Erasure: clears the customer's name, e-mail, phone, street address, city, PIN code and note of
 * these orders and marks when. What an invoice needs stays: number, dates, status, items,
 * amounts, coupon, and the billing state and country (the GST place of supply).
 */
export async function clearOrderCustomer(db: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const at = now.toISOString();
  await db
    .updateTable("orders")
    .set({
      email: "",
      first_name: "",
      last_name: "",
      phone: "",
      address: "",
      city: "",
      pin_code: "",
      note: null,
      personal_data_erased_at: at,
      updated_at: at,
    })
    .where("id", "in", [...ids])
    .execute();
}

/** Orders whose invoice is dated in [from, to) (ISO instants), oldest invoice first: the shop's part of GSTR-1. */
export async function listInvoicedOrders(db: Db, from: string, to: string): Promise<StoredOrder[]> {
  const rows = await db
    .selectFrom("orders")
    .selectAll()
    .where("invoice_date", ">=", from)
    .where("invoice_date", "<", to)
    .orderBy("invoice_date")
    .orderBy("id")
    .execute();
  return withLines(db, rows);
}

/** Orders whose refund's credit note is dated in [from, to), oldest first: the shop's notes in GSTR-1. */
export async function listCreditedOrders(db: Db, from: string, to: string): Promise<StoredOrder[]> {
  const rows = await db
    .selectFrom("orders")
    .selectAll()
    .where("credit_note_date", ">=", from)
    .where("credit_note_date", "<", to)
    .orderBy("credit_note_date")
    .orderBy("id")
    .execute();
  return withLines(db, rows);
}

/** Writes a refund's credit note on an invoiced order, once; false when it has one already. */
export async function saveOrderCreditNote(db: Db, id: number, note: { number: string; date: string }) {
  const { numUpdatedRows } = await db
    .updateTable("orders")
    .set({ credit_note_number: note.number, credit_note_date: note.date })
    .where("id", "=", id)
    .where("credit_note_number", "is", null)
    .where("invoice_number", "is not", null)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

export async function findOrder(db: Db, id: number): Promise<StoredOrder | null> {
  const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const lines = await db.selectFrom("order_lines").selectAll().where("order_id", "=", id).orderBy("id").execute();
  return toOrder(row, lines);
}

/** Sets the status; a later decision (staff's) replaces the payment timeout's, so a late payment is then only noted. */
export async function updateOrderStatus(db: Db, id: number, status: OrderStatus, now: Date): Promise<void> {
  await db
    .updateTable("orders")
    .set({ status, payment_expired_at: null, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/**
 * The payment timeout (decision 035): every order still `awaiting_payment` that was placed before
 * `placedBefore` becomes `cancelled`, marked as expired. One conditional UPDATE, so an order a
 * payment confirmed meanwhile is left alone. Answers the ids it cancelled.
 */
export async function expireAwaitingOrders(db: Db, placedBefore: Date, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const rows = await db
    .updateTable("orders")
    .set({ status: "cancelled", payment_expired_at: at, updated_at: at })
    .where("status", "=", "awaiting_payment")
    .where("created_at", "<", placedBefore.toISOString())
    .returning("id")
    .execute();
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export async function findOrderByPaymentLink(db: Db, linkId: string): Promise<StoredOrder | null> {
  const row = await db.selectFrom("orders").select("id").where("payment_link_id", "=", linkId).executeTakeFirst();
  return row ? findOrder(db, Number(row.id)) : null;
}

export async function savePaymentLink(db: Db, id: number, linkId: string, url: string, now: Date): Promise<void> {
  await db
    .updateTable("orders")
    .set({ payment_link_id: linkId, payment_url: url, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/**
 * The one step to `paid`, from `awaiting_payment` or from `cancelled` by the payment timeout and
 * untouched since (decision 035). Answers false when the order was in neither (a replayed
 * callback, a second webhook, a race between the two, an order staff cancelled): the row lock
 * this UPDATE takes makes the later of two simultaneous changes see the first one's result.
 */
export async function markPaidIfPayable(db: Db, id: number, paymentId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable("orders")
    .set({ status: "paid", payment_id: paymentId, paid_at: at, payment_expired_at: null, updated_at: at })
    .where("id", "=", id)
    .where((eb) =>
      eb.or([
        eb("status", "=", "awaiting_payment"),
        eb.and([eb("status", "=", "cancelled"), eb("payment_expired_at", "is not", null)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Writes the invoice's number, date and seller on the order and the tax split on its lines, in line order. */
export async function saveInvoice(
  db: Db,
  order: StoredOrder,
  invoice: { number: string; date: string; seller: SellerIdentity },
  taxes: readonly LineTax[],
): Promise<void> {
  await db
    .updateTable("orders")
    .set({ invoice_number: invoice.number, invoice_date: invoice.date, invoice_seller: JSON.stringify(invoice.seller) })
    .where("id", "=", order.id)
    .execute();
  const lineIds = await db
    .selectFrom("order_lines")
    .select("id")
    .where("order_id", "=", order.id)
    .orderBy("id")
    .execute();
  for (const [i, { id }] of lineIds.entries()) {
    const tax = taxes[i]!;
    await db
      .updateTable("order_lines")
      .set({
        taxable_paise: tax.taxablePaise,
        cgst_paise: tax.cgstPaise,
        sgst_paise: tax.sgstPaise,
        igst_paise: tax.igstPaise,
      })
      .where("id", "=", id)
      .execute();
  }
}

export async function setDownloadsExpiry(db: Db, id: number, until: Date): Promise<void> {
  await db.updateTable("orders").set({ downloads_expire_at: until.toISOString() }).where("id", "=", id).execute();
}

/** The order's status when it holds a line of this product; null otherwise (nothing to download). */
export async function orderStatusWithProduct(db: Db, orderId: number, productId: number): Promise<string | null> {
  const row = await db
    .selectFrom("orders")
    .innerJoin("order_lines", "order_lines.order_id", "orders.id")
    .select("orders.status")
    .where("orders.id", "=", orderId)
    .where("order_lines.product_id", "=", productId)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** Disables the order page links of these orders (erasure on request); the orders themselves stay. */
export async function clearAccessKeys(db: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("orders")
    .set({ access_key: null, updated_at: now.toISOString() })
    .where("id", "in", [...ids])
    .execute();
}
