import * as z from "zod/mini";
import { productCategories, productMessages } from "./products.ts";
import { requiredText } from "../api/fields.schema.ts";
import { isWholePaise } from "../shared/money.ts";

/** A product as the API answers it; prices in rupees (stored as integer paise). */
export const productSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string(),
  price: z.number(),
  originalPrice: z.nullable(z.number()),
  image: z.string(),
  description: z.string(),
  onSale: z.boolean(),
  rating: z.number(),
});

export const productListResponseSchema = z.array(productSchema);

/** A price in rupees: above 0, at most ₹1 crore, whole paise. */
const rupees = (message: string) =>
  z.number({ error: message }).check(z.gt(0, message), z.lte(10_000_000, message), z.refine(isWholePaise, message));

export const productCreateSchema = z.object({
  title: requiredText(productMessages.titleRequired, 200, "Title must be at most 200 characters."),
  category: z.enum(productCategories, { error: productMessages.categoryRequired }),
  image: requiredText(productMessages.imageRequired, 2000).check(
    z.refine((v) => /^(https?:\/\/|\/(?!\/))/i.test(v), productMessages.imageInvalid),
  ),
  price: rupees(productMessages.priceInvalid),
  originalPrice: z.optional(z.nullable(rupees(productMessages.originalPriceInvalid))),
  description: requiredText(productMessages.descriptionRequired, 5000, "Description must be at most 5000 characters."),
  onSale: z._default(z.boolean({ error: "onSale must be true or false." }), false),
});

export const productCreateResponseSchema = z.object({ message: z.string(), product: productSchema });
