import { useId, useState } from "react";
import { checkoutMessages } from "../../../contract/shop/orders.ts";
import type { ShopCopy } from "../../content/shop.ts";
import { applyCartCoupon, removeCartCoupon } from "../../hooks/use-cart.ts";
import type { AppliedCoupon } from "../../lib/shop/cart.ts";
import { Button } from "../ui/button.tsx";
import { fieldClass } from "../ui/text-field.tsx";
import { fill } from "./fill.ts";

/**
 * The toggleable coupon section (SPEC 2.13, 4, 5): an unknown code alerts "Invalid coupon code";
 * a known one fixes its discount from today's subtotal. Applying again recomputes it.
 */
export function CouponForm({ copy, applied }: { copy: ShopCopy["cart"]; applied: AppliedCoupon | null }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const panelId = useId();
  const inputId = useId();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (applyCartCoupon(code)) setCode("");
    else window.alert(checkoutMessages.invalidCoupon);
  }

  return (
    <div className="rounded-card border border-line bg-surface p-4">
      <button
        type="button"
        className="text-left font-medium text-primary underline-offset-4 hover:underline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {copy.couponToggle}
      </button>
      {applied ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 text-sm text-success" data-testid="coupon-applied">
          {fill(copy.couponApplied, { code: applied.code, percent: applied.percent })}
          <button type="button" className="font-medium text-primary underline" onClick={removeCartCoupon}>
            {copy.couponRemove}
          </button>
        </p>
      ) : null}
      {open ? (
        <form id={panelId} onSubmit={onSubmit} className="mt-4 flex flex-col gap-2 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            {copy.couponLabel}
          </label>
          <input
            id={inputId}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder={copy.couponLabel}
            autoComplete="off"
            className={fieldClass()}
          />
          <Button type="submit" variant="primary" className="shrink-0">
            {copy.couponApply}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
