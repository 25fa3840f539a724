import type { CartTotals as Totals } from "../../lib/shop/cart.ts";
import { formatInr } from "../../../contract/shared/format.ts";

interface CartTotalsProps {
  totals: Totals;
  labels: { subtotal: string; discount: string; total: string };
  couponCode?: string | undefined;
}

/** Subtotal, the fixed coupon discount and the total; no fees, shipping or tax (SPEC 9). */
export function CartTotalsList({ totals, labels, couponCode }: CartTotalsProps) {
  return (
    <dl className="divide-y divide-line">
      <div className="flex justify-between gap-4 py-3">
        <dt>{labels.subtotal}</dt>
        <dd data-testid="cart-subtotal">{formatInr(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div className="flex justify-between gap-4 py-3 text-success">
          <dt>
            {labels.discount}
            {couponCode ? ` (${couponCode})` : null}
          </dt>
          <dd data-testid="cart-discount">−{formatInr(totals.discount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 py-3 text-lg font-bold text-primary-strong">
        <dt>{labels.total}</dt>
        <dd data-testid="cart-total">{formatInr(totals.total)}</dd>
      </div>
    </dl>
  );
}
