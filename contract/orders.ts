import * as z from "zod/mini";
import { honeypot, requiredText } from "./fields.ts";

export const ordersPath = "/api/orders";

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

/** Coupon codes and their percentage off the subtotal (SPEC 5 and 9), matched case-insensitively. */
export const coupons: Readonly<Record<string, number>> = { DISCOUNT10: 10, DISCOUNT20: 20 };

/** The percentage a code gives, or null for an unknown code. */
export function couponPercent(code: string): number | null {
  return coupons[code.trim().toUpperCase()] ?? null;
}

/** Discount in paise for a subtotal in paise; never more than the subtotal. */
export function discountPaise(subtotalPaise: number, percent: number): number {
  return Math.min(subtotalPaise, Math.round((subtotalPaise * percent) / 100));
}

export const orderItemSchema = z.object({
  id: z.union([z.number().check(z.int(checkoutMessages.unknownProduct)), z.pipe(z.string().check(z.regex(/^\d{1,12}$/, checkoutMessages.unknownProduct)), z.transform(Number))], {
    error: checkoutMessages.unknownProduct,
  }),
  title: z.optional(z.string().check(z.maxLength(500))),
  price: z.optional(z.number()),
  quantity: z.number({ error: checkoutMessages.invalidQuantity }).check(z.int(checkoutMessages.invalidQuantity), z.gte(1, checkoutMessages.invalidQuantity), z.lte(100, checkoutMessages.invalidQuantity)),
  image: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
  originalPrice: z.optional(z.nullable(z.number())),
});

export const orderRequestSchema = z.object({
  email: requiredText(checkoutMessages.emailRequired, 254),
  firstName: requiredText(checkoutMessages.firstNameRequired, 100),
  lastName: requiredText(checkoutMessages.lastNameRequired, 100),
  address: requiredText(checkoutMessages.addressRequired, 500),
  city: requiredText(checkoutMessages.cityRequired, 100),
  state: z._default(z.string().check(z.trim(), z.maxLength(100)), "Rajasthan"),
  pinCode: requiredText(checkoutMessages.pinCodeRequired, 20),
  phone: requiredText(checkoutMessages.phoneRequired, 30),
  items: z.array(orderItemSchema, { error: checkoutMessages.cartEmpty }).check(z.minLength(1, checkoutMessages.cartEmpty), z.maxLength(100, checkoutMessages.tooManyLines)),
  total: z.number({ error: checkoutMessages.invalidTotal }).check(z.gte(0, checkoutMessages.invalidTotal), z.refine(Number.isFinite, checkoutMessages.invalidTotal)),
  coupon: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(50)))),
  note: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000, "The note must be at most 2000 characters.")))),
  website: honeypot,
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

export const orderResponseSchema = z.object({
  message: z.string(),
  orderId: z.number(),
  total: z.number(),
  subtotal: z.number(),
  discount: z.number(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;
