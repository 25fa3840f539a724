// Money crosses the API and the browser's cart in rupees (SPEC 3: price, originalPrice, total) and
// is stored, summed and compared in integer paise. These are the only places where one becomes the
// other, so a rupee amount never picks up a floating-point tail on its way through an order.

/** Rupees (at most two decimals that matter) as integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise as rupees. PostgreSQL's bigint may arrive as a string, hence Number(). */
export function toRupees(paise: number | string): number {
  return Number(paise) / 100;
}

/** A line's total in paise: the unit price in rupees times the quantity. */
export function lineTotalPaise(priceRupees: number, quantity: number): number {
  return toPaise(priceRupees) * quantity;
}

/** True when an amount in rupees has no fraction of a paisa (₹12.34 yes, ₹12.345 no). */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(toPaise(rupees) - rupees * 100) < 1e-6;
}
