import type { DataSubject } from "../../../contract/privacy.ts";
import type { Selectable } from "kysely";
import type { OrderStatus } from "../../../contract/admin.ts";
import { containsAny } from "../../db/contains-any.ts";
import type { Db } from "../../db/connection.ts";
import { phoneMatches } from "../../db/personal-data.ts";
import type { OrderLinesTable, OrdersTable } from "../../db/schema.ts";

export interface OrderLine {
  productId: number;
  title: string;
  unitPricePaise: number;
  quantity: number;
  lineTotalPaise: number;
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
}

export interface StoredOrder extends NewOrder {
  id: number;
  status: OrderStatus;
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
    lines: lines.map((line) => ({
      productId: Number(line.product_id),
      title: line.title,
      unitPricePaise: Number(line.unit_price_paise),
      quantity: Number(line.quantity),
      lineTotalPaise: Number(line.line_total_paise),
    })),
  };
}

/** Stores an order (status new) with its lines; run it in the transaction that priced them. Answers the id. */
export async function insertOrder(db: Db, order: NewOrder, now: Date): Promise<number> {
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
      status: "new",
      created_at: at,
      updated_at: at,
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

export async function findOrder(db: Db, id: number): Promise<StoredOrder | null> {
  const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const lines = await db.selectFrom("order_lines").selectAll().where("order_id", "=", id).orderBy("id").execute();
  return toOrder(row, lines);
}

export async function updateOrderStatus(db: Db, id: number, status: OrderStatus, now: Date): Promise<void> {
  await db.updateTable("orders").set({ status, updated_at: now.toISOString() }).where("id", "=", id).execute();
}
