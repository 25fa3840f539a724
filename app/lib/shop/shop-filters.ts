import type { Product } from "../../../contract/shop/products.ts";
import { categoryLabel } from "../../../contract/shared/product-categories.ts";

/** The price slider (SPEC 5, 9): 0 to 2000, only the upper bound moves. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 2000;

export const sortKeys = ["default", "popularity", "price-low", "price-high"] as const;
export type SortKey = (typeof sortKeys)[number];

export interface ShopFilters {
  query: string;
  /** Stored category values; empty means every category. */
  categories: readonly string[];
  /** Inclusive upper bound in rupees; at PRICE_MAX the slider sets no limit (decision 030). */
  maxPrice: number;
  sort: SortKey;
}

export const defaultFilters: ShopFilters = { query: "", categories: [], maxPrice: PRICE_MAX, sort: "default" };

export function isSortKey(value: string): value is SortKey {
  return (sortKeys as readonly string[]).includes(value);
}

/** Text search on the title or the category (stored value or shown name), case-insensitive. */
export function matchesQuery(product: Pick<Product, "title" | "category">, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [product.title, product.category, categoryLabel(product.category)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** The products the listing shows, in the chosen order; the input is left untouched. */
export function applyShopFilters<P extends Pick<Product, "title" | "category" | "price" | "rating">>(
  products: readonly P[],
  filters: ShopFilters,
): P[] {
  const picked = products.filter(
    (product) =>
      matchesQuery(product, filters.query) &&
      (filters.categories.length === 0 || filters.categories.includes(product.category)) &&
      product.price >= PRICE_MIN &&
      (filters.maxPrice >= PRICE_MAX || product.price <= filters.maxPrice),
  );
  return sortProducts(picked, filters.sort);
}

/** Array.prototype.sort is stable, so ties keep the catalogue order. */
export function sortProducts<P extends Pick<Product, "price" | "rating">>(products: P[], sort: SortKey): P[] {
  switch (sort) {
    case "popularity":
      return products.sort((a, b) => b.rating - a.rating);
    case "price-low":
      return products.sort((a, b) => a.price - b.price);
    case "price-high":
      return products.sort((a, b) => b.price - a.price);
    default:
      return products;
  }
}
