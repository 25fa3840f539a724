import type { Product } from "../shop/products.ts";

/**
 * How a stored product category is named on screen (docs/decisions/030-product-categories.md).
 * The stored value is the key: filters match it exactly; only the label changes. SPEC 3 renames
 * one category; every other is shown in title case, keeping "HR" as an acronym.
 */
const renamed: Readonly<Record<string, string>> = { "HR LETTER TEMPLATES": "Legal Templates" };
const acronyms = new Set(["HR", "POSH", "PF", "ESIC"]);

export function categoryLabel(stored: string): string {
  const key = stored.trim().toUpperCase();
  const special = renamed[key];
  if (special) return special;
  return key
    .split(/\s+/)
    .map((word) => (acronyms.has(word) || !/[A-Z]/.test(word) ? word : word[0] + word.slice(1).toLowerCase()))
    .join(" ");
}

export interface CategoryCount {
  /** The stored value, as products carry it. */
  value: string;
  label: string;
  count: number;
}

/** One checkbox per category present in the loaded products, with its count, ordered by label. */
export function categoryCounts(products: readonly Pick<Product, "category">[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const product of products) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, label: categoryLabel(value), count }))
    .sort((a, b) => byLabel(a.label, b.label));
}

/** Case-insensitive order of plain-English labels; not localeCompare, which loads the browser's collation data mid-render. */
function byLabel(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}
