import { ShoppingCart } from "lucide-react";
import type { ShopCopy } from "../../content/shop.ts";
import { useCart } from "../../hooks/use-cart.ts";
import { ButtonLink } from "../ui/button.tsx";
import { CartLineItem } from "./cart-line-item.tsx";
import { CartTotalsList } from "./cart-totals.tsx";
import { CouponForm } from "./coupon-form.tsx";
import { ShopSkeleton } from "./shop-skeleton.tsx";

/** The cart page's content, read from the browser's storage after hydration (SPEC 2.13, 4). */
export function CartView({ copy }: { copy: ShopCopy["cart"] }) {
  const cart = useCart();
  if (!cart.ready) return <ShopSkeleton />;
  if (cart.lines.length === 0) {
    return (
      <div className="mx-auto max-w-md rounded-card border border-line bg-surface p-10 text-center">
        <ShoppingCart aria-hidden="true" className="mx-auto mb-4 size-10 text-primary" />
        <p className="mb-6 text-xl font-semibold text-primary-strong">{copy.empty}</p>
        <ButtonLink to="/product-listing" variant="primary">
          {copy.continueShopping}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <section
          aria-labelledby="cart-lines-heading"
          className="rounded-card border border-line bg-white px-4 shadow-card sm:px-6"
        >
          <h2 id="cart-lines-heading" className="sr-only">
            {copy.product}
          </h2>
          <ul className="divide-y divide-line">
            {cart.lines.map((line) => (
              <CartLineItem key={line.id} line={line} copy={copy} />
            ))}
          </ul>
        </section>
        <CouponForm copy={copy} applied={cart.coupon} />
      </div>
      <section
        aria-labelledby="cart-totals-heading"
        className="rounded-card border border-line bg-white p-6 shadow-card"
      >
        <h2 id="cart-totals-heading" className="mb-2 text-xl font-bold">
          {copy.totalsHeading}
        </h2>
        <CartTotalsList totals={cart.totals} labels={copy} couponCode={cart.coupon?.code} />
        <div className="mt-6 flex flex-col gap-3">
          <ButtonLink to="/checkout" variant="accent" size="lg">
            {copy.checkout}
          </ButtonLink>
          <ButtonLink to="/product-listing" variant="outline">
            {copy.continueShopping}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
