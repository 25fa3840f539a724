import type { ShopCopy } from "../../content/shop.ts";
import { formatInr } from "../../../contract/shared/format.ts";
import type { CategoryCount } from "../../../contract/shared/product-categories.ts";
import { PRICE_MAX, PRICE_MIN, type ShopFilters } from "../../lib/shop/shop-filters.ts";

interface ProductFiltersProps {
  copy: ShopCopy["listing"];
  categories: CategoryCount[];
  filters: ShopFilters;
  onChange: (next: ShopFilters) => void;
}

/** Category checkboxes with counts and the price slider whose upper bound alone moves (SPEC 5). */
export function ProductFilters({ copy, categories, filters, onChange }: ProductFiltersProps) {
  function toggleCategory(value: string, checked: boolean) {
    const rest = filters.categories.filter((c) => c !== value);
    onChange({ ...filters, categories: checked ? [...rest, value] : rest });
  }
  const upper =
    filters.maxPrice >= PRICE_MAX ? `${formatInr(PRICE_MAX)}+ (${copy.noLimit})` : formatInr(filters.maxPrice);
  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-primary-strong">{copy.categoriesHeading}</legend>
        <ul className="space-y-1">
          {categories.map((category) => (
            <li key={category.value}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-surface">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  value={category.value}
                  checked={filters.categories.includes(category.value)}
                  onChange={(e) => toggleCategory(category.value, e.target.checked)}
                />
                <span className="flex-1">{category.label}</span>
                <span className="rounded-full bg-surface px-2 text-sm text-muted">{category.count}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div>
        <h2 className="mb-3 text-base font-semibold text-primary-strong">{copy.priceHeading}</h2>
        <label htmlFor="price-max" className="sr-only">
          {copy.priceLabel}
        </label>
        <input
          id="price-max"
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={50}
          value={filters.maxPrice}
          aria-valuetext={upper}
          onChange={(e) => onChange({ ...filters, maxPrice: Number(e.target.value) })}
          className="w-full accent-primary"
        />
        <p className="mt-2 text-sm text-muted" data-testid="price-range">
          {formatInr(PRICE_MIN)} – {upper}
        </p>
      </div>
    </div>
  );
}
