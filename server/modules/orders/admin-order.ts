import type { AdminOrder } from "../../../contract/console/admin.ts";
import { toRupees } from "../../../contract/shared/money.ts";
import type { OrderEvent } from "./order-events.repository.ts";
import type { StoredOrder } from "./orders.repository.ts";

/** The console's view of a stored order (contract AdminOrder): the same order, amounts in rupees, with its history. */
export function toAdminOrder(order: StoredOrder, history: readonly OrderEvent[] = []): AdminOrder {
  return {
    id: order.id,
    email: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    phone: order.phone,
    address: order.address,
    city: order.city,
    state: order.state,
    pinCode: order.pinCode,
    country: order.country,
    coupon: order.coupon,
    note: order.note,
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    total: toRupees(order.totalPaise),
    status: order.status,
    created_at: order.created_at,
    updated_at: order.updated_at,
    personalDataErasedAt: order.personalDataErasedAt,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      unitPrice: toRupees(line.unitPricePaise),
      quantity: line.quantity,
      lineTotal: toRupees(line.lineTotalPaise),
    })),
    paymentProvider: order.paymentProvider,
    paymentId: order.paymentId,
    paidAt: order.paidAt,
    invoiceNumber: order.invoiceNumber,
    buyerGstin: order.buyerGstin,
    history: [...history],
  };
}
