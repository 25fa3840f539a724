import type { Selectable } from "kysely";
import type { AdminOrder, OrderStatus } from "../../../contract/admin.ts";
import type { OrderLinesTable, OrdersTable } from "../../db/schema.ts";
import type { AdminDb } from "./admin-db.ts";
import { containsAny } from "./search.ts";

const rupees = (paise: number) => Number(paise) / 100;

function toOrder(row: Selectable<OrdersTable>, lines: Selectable<OrderLinesTable>[]): AdminOrder {
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
    subtotal: rupees(row.subtotal_paise),
    discount: rupees(row.discount_paise),
    total: rupees(row.total_paise),
    status: row.status as OrderStatus,
    created_at: row.created_at,
    updated_at: row.updated_at,
    lines: lines.map((line) => ({
      productId: Number(line.product_id),
      title: line.title,
      unitPrice: rupees(line.unit_price_paise),
      quantity: Number(line.quantity),
      lineTotal: rupees(line.line_total_paise),
    })),
  };
}

/** Orders newest first with their lines; `q` matches the customer's name, e-mail or phone. */
export async function listOrders(db: AdminDb, q?: string): Promise<AdminOrder[]> {
  let query = db.selectFrom("orders").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (q) query = query.where(containsAny(["first_name", "last_name", "email", "phone"], q));
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom("order_lines")
    .selectAll()
    .where("order_id", "in", rows.map((row) => row.id))
    .orderBy("id")
    .execute();
  const byOrder = new Map<number, Selectable<OrderLinesTable>[]>();
  for (const line of lines) {
    const orderId = Number(line.order_id);
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  }
  return rows.map((row) => toOrder(row, byOrder.get(Number(row.id)) ?? []));
}

export async function findOrder(db: AdminDb, id: number): Promise<AdminOrder | null> {
  const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const lines = await db.selectFrom("order_lines").selectAll().where("order_id", "=", id).orderBy("id").execute();
  return toOrder(row, lines);
}

export async function setOrderStatus(db: AdminDb, id: number, status: OrderStatus, now = new Date()): Promise<void> {
  await db.updateTable("orders").set({ status, updated_at: now.toISOString() }).where("id", "=", id).execute();
}
