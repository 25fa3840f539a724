import { Star } from "lucide-react";
import type { Product } from "../../../contract/shop/products.ts";
import type { ShopCopy } from "../../content/shop.ts";
import { formatInr } from "../../../contract/shared/format.ts";
import { categoryLabel } from "../../../contract/shared/product-categories.ts";
import { Button, ButtonLink } from "../ui/button.tsx";
import { fill } from "./fill.ts";
import { ProductImage } from "./product-image.tsx";

interface ProductCardProps {
  product: Product;
  copy: ShopCopy["listing"];
  /** Known only after hydration: the server renders every card as not in the cart. */
  inCart: boolean;
  onAdd: (product: Product) => void;
  /** The first cards of the grid load at once; the rest when scrolled near. */
  eager: boolean;
}

/** A product in the listing (SPEC 2.13): Sale! badge, struck original price, ADD TO CART / VIEW CART. */
export function ProductCard({ product, copy, inCart, onAdd, eager }: ProductCardProps) {
  const showOriginal = product.onSale && product.originalPrice !== null && product.originalPrice > product.price;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
      data-testid="product-card"
    >
      <div className="relative bg-surface">
        <ProductImage src={product.image} eager={eager} className="aspect-[3/2] w-full object-contain p-4" />
        {product.onSale ? (
          <span className="absolute top-3 left-3 rounded-full bg-accent px-3 py-1 text-sm font-bold text-accent-ink">
            {copy.sale}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{categoryLabel(product.category)}</p>
        <h2 className="text-lg font-semibold">{product.title}</h2>
        <p className="line-clamp-3 text-sm text-muted">{product.description}</p>
        {product.rating > 0 ? (
          <p className="flex items-center gap-1 text-sm text-ink">
            <Star aria-hidden="true" className="size-4 fill-accent text-accent-strong" />
            <span className="sr-only">{fill(copy.rating, { rating: product.rating })}</span>
            <span aria-hidden="true" data-testid="product-rating">
              {product.rating.toFixed(1)}
            </span>
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-2 pt-2">
          {showOriginal ? (
            <del className="text-muted">
              <span className="sr-only">{copy.originalPrice} </span>
              {formatInr(product.originalPrice ?? 0)}
            </del>
          ) : null}
          <span className="text-xl font-bold text-primary-strong" data-testid="product-price">
            {showOriginal ? <span className="sr-only">{copy.currentPrice} </span> : null}
            {formatInr(product.price)}
          </span>
        </p>
        {inCart ? (
          <ButtonLink to="/cart" variant="outline" className="w-full" aria-label={`${copy.viewCart}: ${product.title}`}>
            {copy.viewCart}
          </ButtonLink>
        ) : (
          <Button
            variant="primary"
            className="w-full"
            onClick={() => onAdd(product)}
            aria-label={`${copy.addToCart}: ${product.title}`}
          >
            {copy.addToCart}
          </Button>
        )}
      </div>
    </li>
  );
}
