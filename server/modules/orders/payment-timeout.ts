import type { Db } from "../../db/connection.ts";
import { HOUR_MS } from "../../time.ts";
import { addOrderEvent } from "./order-events.repository.ts";
import { expireAwaitingOrders } from "./orders.repository.ts";

const hours = (n: number) => `${n} hour${n === 1 ? "" : "s"}`;

/**
 * The payment timeout (decision 035), run by the scheduled job `order-payment-timeout`: orders
 * still awaiting online payment `timeoutHours` after they were placed are cancelled, each with a
 * line in its history saying why, in one transaction. The goods are files, so no stock comes back,
 * and coupons are fixed codes without a usage count (contract/shop/orders.ts), so none is released. A
 * payment that still lands for such an order is applied (payments.service.ts recordPayment).
 * Answers the ids cancelled.
 */
export async function expireUnpaidOrders(db: Db, timeoutHours: number, now = new Date()): Promise<number[]> {
  return db.transaction().execute(async (tx) => {
    const ids = await expireAwaitingOrders(tx, new Date(now.getTime() - timeoutHours * HOUR_MS), now);
    for (const id of ids) {
      await addOrderEvent(tx, id, {
        at: now.toISOString(),
        status: "cancelled",
        source: "expiry",
        detail: `Not paid within ${hours(timeoutHours)} of the order (ORDER_PAYMENT_TIMEOUT_HOURS): cancelled; a payment that still arrives is applied`,
      });
    }
    return ids;
  });
}
