// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { createElement } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderThenHydrate } from "../../tests/setup/hydrate.ts";
import type { Product } from "../../contract/shop/products.ts";
import {
  addToCart,
  applyCartCoupon,
  CART_KEY,
  clearCart,
  COUPON_KEY,
  refreshCartPrices,
  removeFromCart,
  setCartQuantity,
  useCart,
  useCartLines,
} from "./use-cart.ts";

const product: Product = {
  id: 3,
  title: "Checklist",
  category: "COMPLIANCE CHECKS & AUDITS",
  price: 499,
  originalPrice: 799,
  image: "/images/products/audit.svg",
  description: "x",
  onSale: true,
  rating: 5,
};

describe("useCart", () => {
  beforeEach(() => window.localStorage.clear());

  it("saves every change under `cart` and re-renders its readers", () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.ready).toBe(true);
    act(() => addToCart(product));
    act(() => addToCart(product));
    expect(result.current.lines).toEqual([{ ...product, quantity: 2 }]);
    expect(JSON.parse(window.localStorage.getItem(CART_KEY) ?? "")).toEqual([{ ...product, quantity: 2 }]);
    act(() => setCartQuantity(3, 0));
    expect(result.current.lines[0]?.quantity).toBe(1);
  });

  it("keeps the coupon beside the cart until the cart is emptied or cleared", () => {
    const { result } = renderHook(() => useCart());
    act(() => addToCart(product));
    let accepted = false;
    act(() => {
      accepted = applyCartCoupon("nope");
    });
    expect(accepted).toBe(false);
    act(() => {
      accepted = applyCartCoupon("discount20");
    });
    expect(accepted).toBe(true);
    expect(result.current.totals).toEqual({ subtotal: 499, discount: 99.8, total: 399.2 });
    expect(window.localStorage.getItem(COUPON_KEY)).not.toBeNull();
    act(() => removeFromCart(3));
    expect(result.current.coupon).toBeNull();
    expect(window.localStorage.getItem(COUPON_KEY)).toBeNull();
    act(() => addToCart(product));
    act(() => clearCart());
    expect(result.current.lines).toEqual([]);
    expect(window.localStorage.getItem(CART_KEY)).toBeNull();
  });

  it("after a refused order, takes today's prices and fixes the coupon again from the new subtotal", () => {
    // DISCOUNT20 fixed when the cart was worth more: its stored discount now covers the whole cart.
    window.localStorage.setItem(CART_KEY, JSON.stringify([{ ...product, price: 449, quantity: 1 }]));
    window.localStorage.setItem(COUPON_KEY, JSON.stringify({ code: "DISCOUNT20", percent: 20, discount: 449 }));
    const { result } = renderHook(() => useCart());
    expect(result.current.totals).toEqual({ subtotal: 449, discount: 449, total: 0 });
    act(() => refreshCartPrices([product]));
    expect(result.current.lines).toEqual([{ ...product, quantity: 1 }]);
    expect(result.current.totals).toEqual({ subtotal: 499, discount: 99.8, total: 399.2 });
  });

  it("reads a corrupt stored cart as empty instead of throwing", () => {
    window.localStorage.setItem(CART_KEY, "[{broken");
    const { result } = renderHook(() => useCart());
    expect(result.current.lines).toEqual([]);
    act(() => addToCart(product));
    expect(result.current.lines).toHaveLength(1);
  });
});

describe("useCartLines during hydration", () => {
  beforeEach(() => window.localStorage.clear());

  /** Renders a listing on the "server" (no storage), hydrates it, and returns the line counts it rendered with. */
  async function hydrateListing(): Promise<number[]> {
    const rendered: number[] = [];
    function Listing() {
      const lines = useCartLines();
      rendered.push(lines.length);
      return createElement("p", null, `${lines.length} in cart`);
    }
    await renderThenHydrate(createElement(Listing), () => {
      rendered.length = 0;
    });
    return rendered;
  }

  it("does not render the listing a second time for an empty cart", async () => {
    expect(await hydrateListing()).toEqual([0]);
  });

  it("shows what the stored cart holds once the browser has read it", async () => {
    window.localStorage.setItem(CART_KEY, JSON.stringify([{ ...product, quantity: 1 }]));
    expect(await hydrateListing()).toEqual([0, 1]);
  });
});
