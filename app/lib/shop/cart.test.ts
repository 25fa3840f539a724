import { describe, expect, it } from "vitest";
import type { Product } from "../../../contract/shop/products.ts";
import {
  addProduct,
  applyCoupon,
  cartTotals,
  lineTotal,
  parseStoredCart,
  parseStoredCoupon,
  removeLine,
  setLineQuantity,
  subtotalOf,
  withCatalogue,
} from "./cart.ts";

const product = (id: number, price: number): Product => ({
  id,
  title: `Product ${id}`,
  category: "TRAINING",
  price,
  originalPrice: null,
  image: "/images/products/training.svg",
  description: "x",
  onSale: false,
  rating: 4,
});

describe("cart lines", () => {
  it("adds a new product with quantity 1 and raises the quantity when added again", () => {
    let lines = addProduct([], product(1, 499));
    expect(lines).toEqual([{ ...product(1, 499), quantity: 1 }]);
    lines = addProduct(lines, product(1, 499));
    lines = addProduct(lines, product(2, 99));
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it("never takes a quantity below 1 or above 100", () => {
    const lines = addProduct([], product(1, 10));
    expect(setLineQuantity(lines, 1, 0)[0]?.quantity).toBe(1);
    expect(setLineQuantity(lines, 1, -5)[0]?.quantity).toBe(1);
    expect(setLineQuantity(lines, 1, 250)[0]?.quantity).toBe(100);
    expect(setLineQuantity(lines, 1, Number.NaN)[0]?.quantity).toBe(1);
    expect(setLineQuantity(lines, 1, 3)[0]?.quantity).toBe(3);
  });

  it("removes a line and sums prices exactly in paise", () => {
    let lines = addProduct(addProduct([], product(1, 0.1)), product(2, 0.2));
    lines = setLineQuantity(lines, 1, 3);
    expect(lineTotal(lines[0]!)).toBe(0.3);
    expect(subtotalOf(lines)).toBe(0.5);
    expect(removeLine(lines, 1).map((l) => l.id)).toEqual([2]);
  });

  it("takes today's catalogue data and keeps quantities; a product no longer sold stays for the server to name", () => {
    const lines = setLineQuantity(addProduct(addProduct([], product(1, 100)), product(2, 50)), 1, 3);
    const today = [{ ...product(1, 149), title: "Renamed", onSale: true }];
    const fresh = withCatalogue(lines, today);
    expect(fresh).toEqual([{ ...today[0], quantity: 3 }, lines[1]]);
    expect(subtotalOf(fresh)).toBe(497);
  });
});

describe("coupons", () => {
  it("accepts DISCOUNT10 and DISCOUNT20 in any case and refuses anything else", () => {
    expect(applyCoupon("discount10", 1000)).toEqual({ code: "DISCOUNT10", percent: 10, discount: 100 });
    expect(applyCoupon(" Discount20 ", 1499)).toEqual({ code: "DISCOUNT20", percent: 20, discount: 299.8 });
    expect(applyCoupon("DISCOUNT30", 1000)).toBeNull();
    expect(applyCoupon("", 1000)).toBeNull();
  });

  it("keeps the discount fixed at apply time when quantities change", () => {
    const lines = addProduct([], product(1, 1000));
    const coupon = applyCoupon("DISCOUNT10", subtotalOf(lines));
    const more = setLineQuantity(lines, 1, 3);
    expect(cartTotals(more, coupon)).toEqual({ subtotal: 3000, discount: 100, total: 2900 });
  });

  it("never makes the total negative", () => {
    const lines = setLineQuantity(addProduct([], product(1, 1000)), 1, 5);
    const coupon = applyCoupon("DISCOUNT20", subtotalOf(lines));
    expect(coupon?.discount).toBe(1000);
    const fewer = setLineQuantity(lines, 1, 1);
    expect(cartTotals(fewer, coupon)).toEqual({ subtotal: 1000, discount: 1000, total: 0 });
    expect(cartTotals([], coupon)).toEqual({ subtotal: 0, discount: 0, total: 0 });
  });
});

describe("stored cart", () => {
  it("restores a saved cart", () => {
    const lines = setLineQuantity(addProduct([], product(7, 249)), 7, 2);
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
  });

  it("discards a cart that is not a JSON array, and drops lines that do not parse", () => {
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(parseStoredCart('{"id":1}')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
    const good = { ...product(1, 10), quantity: 2 };
    expect(
      parseStoredCart(
        JSON.stringify([good, { id: 2, quantity: 1 }, { ...product(3, 5), quantity: 0 }, { ...good, quantity: 9 }]),
      ),
    ).toEqual([good]);
  });

  it("restores a coupon only when its code still gives the same percentage", () => {
    expect(parseStoredCoupon(JSON.stringify({ code: "DISCOUNT10", percent: 10, discount: 50 }))).toEqual({
      code: "DISCOUNT10",
      percent: 10,
      discount: 50,
    });
    expect(parseStoredCoupon(JSON.stringify({ code: "DISCOUNT10", percent: 90, discount: 50 }))).toBeNull();
    expect(parseStoredCoupon(JSON.stringify({ code: "FREE", percent: 100, discount: 50 }))).toBeNull();
    expect(parseStoredCoupon("][")).toBeNull();
  });
});
