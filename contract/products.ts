import * as z from "zod/mini";
import { requiredText } from "./fields.ts";

export const productsPath = "/api/products";

/** Stored category values an editor can choose (SPEC 3); the first is the form's default. */
export const productCategories = [
  "HR POLICY TEMPLATES",
  "HR Letter TEMPLATES",
  "BUSINESS TOOLS",
  "COMPLIANCE CHECKS & AUDITS",
  "ADVICE & CONSULTING SERVICES",
  "EMPLOYEE WELLBEING",
  "EMPLOYMENT CONTRACTS",
  "TRAINING",
] as const;
export type ProductCategory = (typeof productCategories)[number];

export const productMessages = {
  titleRequired: "Title is required",
  categoryRequired: "Category is required",
  imageRequired: "Image URL is required",
  imageInvalid: "Image URL must start with http://, https:// or /",
  priceInvalid: "Valid price is required",
  originalPriceInvalid: "Must be a valid number",
  descriptionRequired: "Description is required",
  created: "Product created successfully! Redirecting...",
  createFailed: "Failed to create product",
  fetchFailed: "Failed to fetch products",
  loading: "Loading...",
} as const;

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
export type Product = z.infer<typeof productSchema>;
export const productListResponseSchema = z.array(productSchema);

/** A price in rupees: above 0, at most ₹1 crore, whole paise. */
const rupees = (message: string) =>
  z.number({ error: message }).check(
    z.gt(0, message),
    z.lte(10_000_000, message),
    z.refine((n) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message),
  );

export const productCreateSchema = z.object({
  title: requiredText(productMessages.titleRequired, 200, "Title must be at most 200 characters."),
  category: z.enum(productCategories, { error: productMessages.categoryRequired }),
  image: requiredText(productMessages.imageRequired, 2000).check(z.refine((v) => /^(https?:\/\/|\/(?!\/))/i.test(v), productMessages.imageInvalid)),
  price: rupees(productMessages.priceInvalid),
  originalPrice: z.optional(z.nullable(rupees(productMessages.originalPriceInvalid))),
  description: requiredText(productMessages.descriptionRequired, 5000, "Description must be at most 5000 characters."),
  onSale: z._default(z.boolean({ error: "onSale must be true or false." }), false),
});
export type ProductCreate = z.input<typeof productCreateSchema>;
export const productCreateResponseSchema = z.object({ message: z.string(), product: productSchema });
