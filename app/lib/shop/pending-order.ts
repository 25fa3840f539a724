/**
 * The order placed with online payment that has not been seen paid yet, kept in the browser (key
 * `pending-order`) so a visitor who leaves the payment page finds the way back to it from the
 * checkout: the cart is already empty by then (SPEC 4) and the order link comes by e-mail only
 * once paid.
 */
const KEY = "pending-order";

export interface PendingOrder {
  id: number;
  url: string;
}

export function savePendingOrder(order: PendingOrder): void {
  localStorage.setItem(KEY, JSON.stringify(order));
}

export function readPendingOrder(): PendingOrder | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "null") as PendingOrder | null;
    return value && typeof value.id === "number" && typeof value.url === "string" && value.url.startsWith("/orders/")
      ? value
      : null;
  } catch {
    return null;
  }
}

/** Forgets the order once its page shows it paid (or no longer awaiting payment). */
export function clearPendingOrder(id: number): void {
  if (readPendingOrder()?.id === id) localStorage.removeItem(KEY);
}
