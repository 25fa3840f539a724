import type { OrderStatus } from "../../../contract/console/admin.ts";
import type { Db } from "../../db/connection.ts";

/**
 * Who moved the order: the checkout, the gateway's redirect or webhook, staff in the console, or
 * the payment timeout job (decision 035).
 */
export type OrderEventSource = "checkout" | "callback" | "webhook" | "staff" | "expiry";

export interface OrderEvent {
  at: string;
  status: OrderStatus;
  source: OrderEventSource;
  detail: string;
}

/** One line of the order's status history (the console shows it). */
export async function addOrderEvent(db: Db, orderId: number, event: OrderEvent): Promise<void> {
  await db
    .insertInto("order_events")
    .values({ order_id: orderId, at: event.at, status: event.status, source: event.source, detail: event.detail })
    .execute();
}

/** The histories of these orders, oldest first, by order id. */
export async function orderEventsOf(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderEvent[]>> {
  const byOrder = new Map<number, OrderEvent[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom("order_events")
    .selectAll()
    .where("order_id", "in", [...orderIds])
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const id = Number(row.order_id);
    const event: OrderEvent = {
      at: row.at,
      status: row.status as OrderStatus,
      source: row.source as OrderEventSource,
      detail: row.detail,
    };
    byOrder.set(id, [...(byOrder.get(id) ?? []), event]);
  }
  return byOrder;
}
