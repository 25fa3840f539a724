import type * as z from "zod/mini";
import { percentOfPaise } from "../shared/money.ts";
import type { orderRequestSchema, orderResponseSchema } from "./orders.schema.ts";

export const ordersPath = "/api/orders";

/** The checkout's state when the customer leaves it empty (SPEC 3 and 9). */
export const DEFAULT_STATE = "Rajasthan";

/** Every order ships within India; the checkout shows it and the server stores it. */
export const COUNTRY = "India";

export const checkoutMessages = {
  emailRequired: "Email is required",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  addressRequired: "Address is required",
  cityRequired: "City is required",
  pinCodeRequired: "PIN Code is required",
  phoneRequired: "Phone is required",
  cartEmpty: "Your cart is empty",
  orderFailedPrefix: "Order failed: ",
  orderFailedFallback: "Failed to place order",
  successTitle: "Order Placed Successfully!",
  successText:
    "Thank you for your purchase. Your order has been placed and you'll receive a confirmation email shortly.",
  noPaymentMethods:
    "Sorry, it seems that there are no available payment methods. Please contact us if you require assistance or wish to make alternate arrangements.",
  invalidCoupon: "Invalid coupon code",
  unknownProduct: "One of the products in your cart is no longer available. Please remove it and try again.",
  invalidQuantity: "Each quantity must be a whole number from 1 to 100.",
  tooManyLines: "An order can hold at most 100 lines.",
  invalidTotal: "Total must be a number.",
  totalTooLow:
    "The prices in your cart have changed. Please return to the cart, check the updated total and place the order again.",
} as const;

/**
 * The order's required fields, each with the message it gets when blank, in the checkout's screen
 * order (SPEC 5: presence only, no format check). The schema reads its messages from here and the
 * checkout checks presence with it, without the validator (docs/decisions/007).
 */
export const orderRequiredFields = {
  email: checkoutMessages.emailRequired,
  firstName: checkoutMessages.firstNameRequired,
  lastName: checkoutMessages.lastNameRequired,
  address: checkoutMessages.addressRequired,
  city: checkoutMessages.cityRequired,
  pinCode: checkoutMessages.pinCodeRequired,
  phone: checkoutMessages.phoneRequired,
} as const;

/** Coupon codes and their percentage off the subtotal (SPEC 5 and 9), matched case-insensitively. */
export const coupons: Readonly<Record<string, number>> = { DISCOUNT10: 10, DISCOUNT20: 20 };

/** The percentage a code gives, or null for an unknown code. */
export function couponPercent(code: string): number | null {
  return coupons[code.trim().toUpperCase()] ?? null;
}

/** Discount in paise for a subtotal in paise; never more than the subtotal. */
export function discountPaise(subtotalPaise: number, percent: number): number {
  return Math.min(subtotalPaise, percentOfPaise(subtotalPaise, percent, "nearest"));
}

export type OrderRequest = z.input<typeof orderRequestSchema>;

export type OrderResponse = z.infer<typeof orderResponseSchema>;
