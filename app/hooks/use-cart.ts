import { useSyncExternalStore } from "react";
import type { Product } from "../../contract/shop/products.ts";
import * as rules from "../lib/shop/cart.ts";
import type { AppliedCoupon, CartLine, CartTotals } from "../lib/shop/cart.ts";

/** localStorage keys: the lines under `cart` (SPEC 3, 9); the applied coupon beside them (decision 030). */
export const CART_KEY = "cart";
export const COUPON_KEY = "cart-coupon";

export interface CartSnapshot {
  lines: CartLine[];
  coupon: AppliedCoupon | null;
  totals: CartTotals;
  /** False on the server and during hydration: the stored cart has not been read yet. */
  ready: boolean;
}

const emptyTotals: CartTotals = { subtotal: 0, discount: 0, total: 0 };
const serverSnapshot: CartSnapshot = { lines: [], coupon: null, totals: emptyTotals, ready: false };
const listeners = new Set<() => void>();
let cached: { raw: string; snapshot: CartSnapshot } | undefined;

function readCart(): CartSnapshot {
  const rawLines = window.localStorage.getItem(CART_KEY);
  const rawCoupon = window.localStorage.getItem(COUPON_KEY);
  const raw = `${rawLines ?? ""}\u0000${rawCoupon ?? ""}`;
  if (cached?.raw === raw) return cached.snapshot;
  const lines = rules.parseStoredCart(rawLines);
  const coupon = lines.length > 0 ? rules.parseStoredCoupon(rawCoupon) : null;
  cached = { raw, snapshot: { lines, coupon, totals: rules.cartTotals(lines, coupon), ready: true } };
  return cached.snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_KEY || event.key === COUPON_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Saves on every change (SPEC 4); an empty cart takes its coupon with it. */
function write(lines: CartLine[], coupon: AppliedCoupon | null) {
  window.localStorage.setItem(CART_KEY, JSON.stringify(lines));
  if (coupon && lines.length > 0) window.localStorage.setItem(COUPON_KEY, JSON.stringify(coupon));
  else window.localStorage.removeItem(COUPON_KEY);
  for (const listener of listeners) listener();
}

/** The visitor's cart, read from localStorage after hydration (cached pages stay the same for all). */
export function useCart(): CartSnapshot {
  return useSyncExternalStore(subscribe, readCart, () => serverSnapshot);
}

const noLines: CartLine[] = [];

function readCartLines(): CartLine[] {
  const { lines } = readCart();
  return lines.length === 0 ? noLines : lines;
}

/**
 * Only the cart's lines, for the shop listing's ADD TO CART / VIEW CART. An empty cart is the very
 * array the server rendered with, so the listing is not rendered a second time after hydration.
 */
export function useCartLines(): CartLine[] {
  return useSyncExternalStore(subscribe, readCartLines, () => noLines);
}

export function addToCart(product: Product): void {
  const { lines, coupon } = readCart();
  write(rules.addProduct(lines, product), coupon);
}

export function setCartQuantity(id: number, quantity: number): void {
  const { lines, coupon } = readCart();
  write(rules.setLineQuantity(lines, id, quantity), coupon);
}

export function removeFromCart(id: number): void {
  const { lines, coupon } = readCart();
  write(rules.removeLine(lines, id), coupon);
}

/** Fixes the discount from today's subtotal; false for an unknown code (the caller alerts). */
export function applyCartCoupon(code: string): boolean {
  const { lines, totals } = readCart();
  const coupon = rules.applyCoupon(code, totals.subtotal);
  if (!coupon) return false;
  write(lines, coupon);
  return true;
}

/**
 * After the server refused a total below its own: today's prices from the catalogue, and the
 * coupon's discount fixed again on the new subtotal, so the total on screen is the one it accepts.
 */
export function refreshCartPrices(catalogue: readonly Product[]): void {
  const { lines, coupon } = readCart();
  const fresh = rules.withCatalogue(lines, catalogue);
  write(fresh, coupon ? rules.applyCoupon(coupon.code, rules.subtotalOf(fresh)) : null);
}

export function removeCartCoupon(): void {
  write(readCart().lines, null);
}

/** After an order is placed (SPEC 4): the stored cart and its coupon are cleared. */
export function clearCart(): void {
  window.localStorage.removeItem(CART_KEY);
  window.localStorage.removeItem(COUPON_KEY);
  for (const listener of listeners) listener();
}
