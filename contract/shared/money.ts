// Money crosses the API and the browser's cart in rupees (SPEC 3: price, originalPrice, total) and
// is stored, summed and compared in integer paise; the calculators work in paise too. These are the
// only places where one becomes the other, or a paise amount becomes text, so a rupee amount never
// picks up a floating-point tail on its way through an order or a calculation.

const PAISE_PER_RUPEE = 100;

/** Rupees (at most two decimals that matter) as integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Integer paise as rupees. PostgreSQL's bigint may arrive as a string, hence Number(). */
export function toRupees(paise: number | string): number {
  return Number(paise) / PAISE_PER_RUPEE;
}

/** A line's total in paise: the unit price in rupees times the quantity. */
export function lineTotalPaise(priceRupees: number, quantity: number): number {
  return toPaise(priceRupees) * quantity;
}

/** True when an amount in rupees has no fraction of a paisa (₹12.34 yes, ₹12.345 no). */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(toPaise(rupees) - rupees * PAISE_PER_RUPEE) < 1e-6;
}

/** A whole number with Indian digit grouping, e.g. 12,34,567 (money's, and counts' too). */
export function groupIndian(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}

/**
 * Integer paise as Intl's en-IN INR text: ₹1,23,456.50. With `whole`, an amount of whole rupees
 * drops its ".00" (₹15,000), as the calculators' rule texts read; paise are always shown.
 */
export function formatPaise(paise: number, { whole = false }: { whole?: boolean } = {}): string {
  const abs = Math.abs(Math.round(paise));
  const sign = paise < 0 && abs > 0 ? "-" : "";
  const rupees = Math.floor(abs / PAISE_PER_RUPEE);
  const rest = abs % PAISE_PER_RUPEE;
  const fraction = whole && rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`;
  return `${sign}₹${groupIndian(rupees)}${fraction}`;
}

export type Rounding = "down" | "nearest" | "up";

/**
 * `numeratorPaise ÷ divisor` in whole rupees, as paise, in integer arithmetic (half a rupee rounds
 * up with "nearest"). The calculators' shares are worked this way: PF to the nearest rupee, ESI up
 * to the next one, so no floating-point tail can tip a rounding.
 */
export function wholeRupeesOf(numeratorPaise: number, divisor: number, rounding: Rounding): number {
  const unit = divisor * PAISE_PER_RUPEE;
  const rupees =
    rounding === "up"
      ? Math.ceil(numeratorPaise / unit)
      : rounding === "down"
        ? Math.floor(numeratorPaise / unit)
        : Math.floor((2 * numeratorPaise + unit) / (2 * unit));
  return rupees * PAISE_PER_RUPEE;
}

/** A per cent of an amount in paise, in whole paise (half a paisa rounds up with "nearest"). */
export function percentOfPaise(paise: number, percent: number, rounding: Exclude<Rounding, "up">): number {
  const share = (paise * percent) / 100;
  return rounding === "down" ? Math.floor(share) : Math.round(share);
}
