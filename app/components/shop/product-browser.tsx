import { SlidersHorizontal } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { productMessages, productsPath, type Product } from "../../../contract/shop/products.ts";
import type { ShopCopy } from "../../content/shop.ts";
import { addToCart, useCartLines } from "../../hooks/use-cart.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { categoryCounts } from "../../../contract/shared/product-categories.ts";
import {
  applyShopFilters,
  defaultFilters,
  isSortKey,
  sortKeys,
  type ShopFilters,
} from "../../lib/shop/shop-filters.ts";
import { Button } from "../ui/button.tsx";
import { fieldClass } from "../ui/text-field.tsx";
import { fill } from "./fill.ts";
import { ProductCard } from "./product-card.tsx";
import { ProductFilters } from "./product-filters.tsx";

type Status = "loading" | "loaded" | "error";

/**
 * The listing (SPEC 2.13, 4, 5): starts from the server-rendered products, then refreshes them from
 * GET /api/products in the browser; a failed fetch shows the spec's message in red instead of the list.
 */
export function ProductBrowser({ initialProducts, copy }: { initialProducts: Product[]; copy: ShopCopy["listing"] }) {
  const [products, setProducts] = useState(initialProducts);
  const [status, setStatus] = useState<Status>(initialProducts.length > 0 ? "loaded" : "loading");
  const [filters, setFilters] = useState<ShopFilters>(defaultFilters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const cartLines = useCartLines();

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<Product[]>(productsPath, { fallbackMessage: productMessages.fetchFailed, signal: controller.signal })
      .then((fresh) => {
        setProducts(fresh);
        setStatus("loaded");
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus("error");
      });
    return () => controller.abort();
  }, []);

  const categories = useMemo(() => categoryCounts(products), [products]);
  const shown = useMemo(() => applyShopFilters(products, filters), [products, filters]);
  const inCart = useMemo(() => new Set(cartLines.map((line) => line.id)), [cartLines]);

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside aria-label={copy.filtersButton}>
        <Button
          variant="outline"
          className="w-full lg:hidden"
          aria-expanded={filtersOpen}
          aria-controls="shop-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {copy.filtersButton}
        </Button>
        <div id="shop-filters" className={`${filtersOpen ? "mt-6 block" : "hidden"} lg:mt-0 lg:block`}>
          <ProductFilters copy={copy} categories={categories} filters={filters} onChange={setFilters} />
        </div>
      </aside>
      <div className="min-w-0">
        <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="product-search" className="mb-1 block text-sm font-semibold">
              {copy.searchLabel}
            </label>
            <input
              id="product-search"
              type="search"
              placeholder={copy.searchPlaceholder}
              value={filters.query}
              onChange={(e) => setFilters({ ...filters, query: e.target.value })}
              className={fieldClass()}
            />
          </div>
          <div className="sm:w-64">
            <label htmlFor="product-sort" className="mb-1 block text-sm font-semibold">
              {copy.sortLabel}
            </label>
            <select
              id="product-sort"
              value={filters.sort}
              onChange={(e) => isSortKey(e.target.value) && setFilters({ ...filters, sort: e.target.value })}
              className={fieldClass()}
            >
              {sortKeys.map((key) => (
                <option key={key} value={key}>
                  {copy.sortOptions[key]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {status === "loading" ? (
          <p role="status" className="py-12 text-center text-muted">
            {productMessages.loading}
          </p>
        ) : status === "error" ? (
          <p role="alert" className="py-12 text-center font-medium text-danger">
            {productMessages.fetchFailed}
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted" aria-live="polite" data-testid="result-count">
              {fill(copy.resultCount, { count: shown.length, total: products.length })}
            </p>
            {shown.length === 0 ? (
              <div className="rounded-card border border-line bg-surface p-8 text-center">
                <p className="mb-4">{copy.noResults}</p>
                <Button variant="outline" onClick={() => setFilters(defaultFilters)}>
                  {copy.clearFilters}
                </Button>
              </div>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {shown.map((product, index) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    copy={copy}
                    inCart={inCart.has(product.id)}
                    onAdd={addToCart}
                    eager={index < 3}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
