import { lineTotalPaise, toPaise, toRupees } from "../../../contract/shared/money.ts";
import { couponPercent, discountPaise } from "../../../contract/shop/orders.ts";
import type { Product } from "../../../contract/shop/products.ts";

/** Quantity limits of a cart line: never below 1 (SPEC 4, 9), never above what the server accepts. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100;

/** SPEC 3: the product fields plus quantity, stored in the browser under `cart`. */
export type CartLine = Product & { quantity: number };

/** A coupon as applied: its discount is fixed at apply time (SPEC 5), in rupees. */
export interface AppliedCoupon {
  code: string;
  percent: number;
  discount: number;
}

export interface CartTotals {
  subtotal: number;
  discount: number;
  total: number;
}

const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)));

/** Adds one of a product; a product already in the cart gets its quantity raised by 1 (SPEC 4). */
export function addProduct(lines: readonly CartLine[], product: Product): CartLine[] {
  if (lines.some((line) => line.id === product.id)) {
    return lines.map((line) =>
      line.id === product.id ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line,
    );
  }
  return [...lines, { ...product, quantity: 1 }];
}

/** Sets a line's quantity, kept between 1 and 100 (the minus button cannot go below 1). */
export function setLineQuantity(lines: readonly CartLine[], id: number, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity)) return [...lines];
  return lines.map((line) => (line.id === id ? { ...line, quantity: clampQuantity(quantity) } : line));
}

export function removeLine(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** A line's amount in rupees: its unit price times its quantity, summed in paise. */
export function lineTotal(line: CartLine): number {
  return toRupees(lineTotalPaise(line.price, line.quantity));
}

export function subtotalOf(lines: readonly CartLine[]): number {
  return toRupees(lines.reduce((sum, line) => sum + lineTotalPaise(line.price, line.quantity), 0));
}

/** Applies a code (case-insensitive) to the subtotal of this moment, or null for an unknown code. */
export function applyCoupon(code: string, subtotal: number): AppliedCoupon | null {
  const percent = couponPercent(code);
  if (percent === null) return null;
  return { code: code.trim().toUpperCase(), percent, discount: toRupees(discountPaise(toPaise(subtotal), percent)) };
}

/** Totals with the fixed discount, which never takes the total below zero; no fees, shipping or tax. */
export function cartTotals(lines: readonly CartLine[], coupon: AppliedCoupon | null): CartTotals {
  const subtotalPaise = toPaise(subtotalOf(lines));
  const discount = Math.min(subtotalPaise, toPaise(coupon?.discount ?? 0));
  return { subtotal: toRupees(subtotalPaise), discount: toRupees(discount), total: toRupees(subtotalPaise - discount) };
}

/**
 * Lines brought up to today's catalogue (price, title, sale flag...), quantities kept. A product no
 * longer sold stays as it is: the server's answer names it and the visitor removes it.
 */
export function withCatalogue(lines: readonly CartLine[], catalogue: readonly Product[]): CartLine[] {
  return lines.map((line) => {
    const product = catalogue.find((p) => p.id === line.id);
    return product ? { ...product, quantity: line.quantity } : line;
  });
}

/** A stored line read back from the browser, with only the fields a cart line has; null if it is not one. */
function readStoredLine(item: unknown): CartLine | null {
  if (typeof item !== "object" || item === null) return null;
  const { id, title, category, price, originalPrice, image, description, onSale, rating, quantity } = item as Record<
    string,
    unknown
  >;
  const isNumber = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);
  if (!isNumber(id) || typeof title !== "string" || typeof category !== "string" || !isNumber(price)) return null;
  if (
    !(originalPrice === null || isNumber(originalPrice)) ||
    typeof image !== "string" ||
    typeof description !== "string"
  )
    return null;
  if (typeof onSale !== "boolean" || !isNumber(rating)) return null;
  if (!Number.isInteger(quantity) || (quantity as number) < MIN_QUANTITY || (quantity as number) > MAX_QUANTITY)
    return null;
  return {
    id,
    title,
    category,
    price,
    originalPrice,
    image,
    description,
    onSale,
    rating,
    quantity: quantity as number,
  };
}

/** A stored cart that is not a JSON array is discarded; lines that do not parse are dropped. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const item of value) {
    const line = readStoredLine(item);
    if (line && !lines.some((other) => other.id === line.id)) lines.push(line);
  }
  return lines;
}

/** A stored coupon counts only if its code is still a known coupon with the same percentage. */
export function parseStoredCoupon(raw: string | null): AppliedCoupon | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { code, percent, discount } = value as Record<string, unknown>;
    if (typeof code !== "string" || typeof percent !== "number" || typeof discount !== "number" || !(discount >= 0))
      return null;
    if (couponPercent(code) !== percent) return null;
    return { code, percent, discount };
  } catch {
    return null;
  }
}
