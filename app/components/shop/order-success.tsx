import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { checkoutMessages, type OrderResponse } from "../../../contract/shop/orders.ts";
import { paymentMessages } from "../../../contract/shop/payments.ts";
import type { ShopCopy } from "../../content/shop.ts";
import { formatInr } from "../../../contract/shared/format.ts";
import { buttonClass, ButtonLink } from "../ui/button.tsx";

/**
 * The success screen after the server accepted the order (SPEC 8), with the server's total. With
 * online payment it says the order waits for payment and offers Pay now while the browser leaves.
 */
export function OrderSuccess({ order, copy }: { order: OrderResponse; copy: ShopCopy["checkout"] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <div
      className="mx-auto max-w-xl rounded-card border border-line bg-white p-8 text-center shadow-card sm:p-10"
      data-testid="order-success"
    >
      <CircleCheck aria-hidden="true" className="mx-auto mb-4 size-14 text-success" />
      <h2 ref={heading} tabIndex={-1} className="mb-3 text-2xl font-bold focus:outline-none">
        {checkoutMessages.successTitle}
      </h2>
      <p className="mb-6 text-muted">
        {order.paymentUrl ? paymentMessages.razorpaySuccessText : checkoutMessages.successText}
      </p>
      <dl className="mx-auto mb-8 grid max-w-xs grid-cols-2 gap-2 rounded-lg bg-surface p-4 text-left text-sm">
        <dt className="text-muted">{copy.orderNumber}</dt>
        <dd className="text-right font-semibold" data-testid="order-id">
          {order.orderId}
        </dd>
        <dt className="text-muted">{copy.amountDue}</dt>
        <dd className="text-right font-semibold" data-testid="order-total">
          {formatInr(order.total)}
        </dd>
      </dl>
      {order.paymentUrl ? (
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-muted" role="status">
            {paymentMessages.redirecting}
          </p>
          <a href={order.paymentUrl} className={buttonClass("accent", "lg")}>
            {paymentMessages.payNow}
          </a>
          {order.orderUrl ? (
            <ButtonLink to={order.orderUrl} variant="outline">
              {copy.viewOrder}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <ButtonLink to="/product-listing" variant="primary">
          {copy.continueShopping}
        </ButtonLink>
      )}
    </div>
  );
}
