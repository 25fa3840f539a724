import { lineTotal, type CartLine, type CartTotals } from "../../lib/shop/cart.ts";
import { formatInr } from "../../../contract/shared/format.ts";
import { CartTotalsList } from "./cart-totals.tsx";

interface OrderSummaryProps {
  lines: CartLine[];
  totals: CartTotals;
  couponCode: string | undefined;
  labels: { product: string; subtotal: string; discount: string; total: string };
}

/** The checkout's order summary: each line with its quantity and amount, then the totals. */
export function OrderSummary({ lines, totals, couponCode, labels }: OrderSummaryProps) {
  return (
    <div>
      <ul className="divide-y divide-line border-b border-line" aria-label={labels.product}>
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 py-3 text-sm">
            <span>
              {line.title} <span className="whitespace-nowrap text-muted">× {line.quantity}</span>
            </span>
            <span className="font-medium whitespace-nowrap">{formatInr(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <CartTotalsList totals={totals} labels={labels} couponCode={couponCode} />
    </div>
  );
}
