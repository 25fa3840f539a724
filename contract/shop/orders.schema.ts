import * as z from "zod/mini";
import { checkoutMessages, DEFAULT_STATE, orderRequiredFields as required } from "./orders.ts";
import { honeypot, requiredText } from "../api/fields.schema.ts";
import { visitSourceRequestFields } from "../api/visit-source.schema.ts";
import { gstMessages, isValidGstin } from "../rules/gst.ts";

export const orderItemSchema = z.object({
  id: z.union(
    [
      z.number().check(z.int(checkoutMessages.unknownProduct)),
      z.pipe(z.string().check(z.regex(/^\d{1,12}$/, checkoutMessages.unknownProduct)), z.transform(Number)),
    ],
    {
      error: checkoutMessages.unknownProduct,
    },
  ),
  title: z.optional(z.string().check(z.maxLength(500))),
  price: z.optional(z.number()),
  quantity: z
    .number({ error: checkoutMessages.invalidQuantity })
    .check(
      z.int(checkoutMessages.invalidQuantity),
      z.gte(1, checkoutMessages.invalidQuantity),
      z.lte(100, checkoutMessages.invalidQuantity),
    ),
  image: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
  originalPrice: z.optional(z.nullable(z.number())),
});

export const orderRequestSchema = z.object({
  email: requiredText(required.email, 254),
  firstName: requiredText(required.firstName, 100),
  lastName: requiredText(required.lastName, 100),
  address: requiredText(required.address, 500),
  city: requiredText(required.city, 100),
  state: z._default(z.string().check(z.trim(), z.maxLength(100)), DEFAULT_STATE),
  pinCode: requiredText(required.pinCode, 20),
  phone: requiredText(required.phone, 30),
  items: z
    .array(orderItemSchema, { error: checkoutMessages.cartEmpty })
    .check(z.minLength(1, checkoutMessages.cartEmpty), z.maxLength(100, checkoutMessages.tooManyLines)),
  total: z
    .number({ error: checkoutMessages.invalidTotal })
    .check(z.gte(0, checkoutMessages.invalidTotal), z.refine(Number.isFinite, checkoutMessages.invalidTotal)),
  coupon: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(50)))),
  note: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(2000, "The note must be at most 2000 characters."))),
  ),
  /** Optional (issue 16): the buyer's GSTIN for a B2B tax invoice; blank means none. */
  buyerGstin: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.toUpperCase(),
        z.refine((v) => v === "" || isValidGstin(v), gstMessages.invalidGstin),
      ),
    ),
  ),
  /** Optional (issue 32): the business the tax invoice is made out to, beside the GSTIN; blank means none. */
  buyerBusinessName: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(200, "The business name must be at most 200 characters."))),
  ),
  website: honeypot,
  /** Where the visit came from (issue 30): the order, once paid, is a conversion of that source. */
  ...visitSourceRequestFields,
});

export const orderResponseSchema = z.object({
  message: z.string(),
  orderId: z.number(),
  total: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  /** With online payment (decision 031): the payment page to send the visitor to, and their order page. */
  paymentUrl: z.optional(z.string()),
  orderUrl: z.optional(z.string()),
});
