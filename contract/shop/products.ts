import type * as z from "zod/mini";
import type { productCreateResponseSchema, productListResponseSchema, productSchema } from "./products.schema.ts";

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

export type Product = z.infer<typeof productSchema>;

export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export type ProductCreateResponse = z.infer<typeof productCreateResponseSchema>;
