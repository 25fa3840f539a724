import { Minus, Plus, Trash2 } from "lucide-react";
import type { ShopCopy } from "../../content/shop.ts";
import { removeFromCart, setCartQuantity } from "../../hooks/use-cart.ts";
import { lineTotal, MAX_QUANTITY, MIN_QUANTITY, type CartLine } from "../../lib/shop/cart.ts";
import { formatInr } from "../../../contract/shared/format.ts";
import { categoryLabel } from "../../../contract/shared/product-categories.ts";
import { fill } from "./fill.ts";
import { ProductImage } from "./product-image.tsx";

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-lg text-primary hover:bg-primary-soft disabled:cursor-not-allowed disabled:opacity-40";

/** One cart line: the minus button stops at 1 (SPEC 4), remove deletes the line. */
export function CartLineItem({ line, copy }: { line: CartLine; copy: ShopCopy["cart"] }) {
  return (
    <li
      className="grid grid-cols-[4rem_1fr] items-center gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_1fr_auto]"
      data-testid="cart-line"
    >
      <ProductImage
        src={line.image}
        eager
        className="size-16 rounded-lg bg-surface object-contain p-1 sm:size-24"
        size={{ width: 96, height: 96 }}
      />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{categoryLabel(line.category)}</p>
        <h3 className="font-semibold">{line.title}</h3>
        <p className="text-sm text-muted">
          <span className="sr-only">{copy.price}: </span>
          {formatInr(line.price)}
        </p>
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:justify-end sm:gap-4">
        <div
          className="flex items-center rounded-lg border border-line"
          role="group"
          aria-label={`${copy.quantity}: ${line.title}`}
        >
          <button
            type="button"
            className={iconButton}
            aria-label={fill(copy.decrease, { title: line.title })}
            disabled={line.quantity <= MIN_QUANTITY}
            onClick={() => setCartQuantity(line.id, line.quantity - 1)}
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <output className="w-10 text-center font-semibold" data-testid="line-quantity" aria-live="polite">
            {line.quantity}
          </output>
          <button
            type="button"
            className={iconButton}
            aria-label={fill(copy.increase, { title: line.title })}
            disabled={line.quantity >= MAX_QUANTITY}
            onClick={() => setCartQuantity(line.id, line.quantity + 1)}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </div>
        <p
          className="flex-1 text-right font-semibold sm:w-28 sm:flex-none text-primary-strong"
          data-testid="line-total"
        >
          <span className="sr-only">{copy.lineTotal}: </span>
          {formatInr(lineTotal(line))}
        </p>
        <button
          type="button"
          className={`${iconButton} text-danger hover:bg-danger-soft`}
          aria-label={fill(copy.remove, { title: line.title })}
          onClick={() => removeFromCart(line.id)}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
    </li>
  );
}
