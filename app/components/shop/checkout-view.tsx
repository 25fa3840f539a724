import { CircleAlert, ShieldCheck } from "lucide-react";
import { gstMessages, isValidGstin } from "../../../contract/rules/gst.ts";
import { paymentMessages, type PaymentProviderName } from "../../../contract/shop/payments.ts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import {
  checkoutMessages,
  COUNTRY,
  orderRequiredFields,
  ordersPath,
  type OrderRequest,
  type OrderResponse,
} from "../../../contract/shop/orders.ts";
import { productMessages, productsPath, type Product } from "../../../contract/shop/products.ts";
import type { ShopCopy } from "../../content/shop.ts";
import { blankFields, useApiForm, type FieldErrors } from "../../hooks/use-api-form.ts";
import { clearCart, refreshCartPrices, useCart } from "../../hooks/use-cart.ts";
import { ApiError, apiRequest } from "../../lib/api-client.ts";
import { visitSource } from "../../lib/visit-source-script.ts";
import { readPendingOrder, savePendingOrder, type PendingOrder } from "../../lib/shop/pending-order.ts";
import { Button, ButtonLink } from "../ui/button.tsx";
import { PrivacyNotice } from "../ui/privacy-notice.tsx";
import { fieldClass, TextField } from "../ui/text-field.tsx";
import { OrderSuccess } from "./order-success.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { ShopSkeleton } from "./shop-skeleton.tsx";

type RequiredField = keyof typeof orderRequiredFields;
type Values = Record<RequiredField | "state" | "buyerGstin" | "buyerBusinessName", string>;

interface CheckoutViewProps {
  copy: ShopCopy["checkout"];
  cartLabels: { product: string; subtotal: string; discount: string; total: string };
  states: readonly string[];
  defaultState: string;
  /** `none` is SPEC 2.13 exactly; `razorpay` adds the GSTIN field and sends the visitor to pay. */
  paymentProvider: PaymentProviderName;
}

/** Today's catalogue into the stored cart; when it cannot be read, the coupon is still fixed again. */
async function updateCartPrices(): Promise<void> {
  let catalogue: Product[] = [];
  try {
    catalogue = await apiRequest<Product[]>(productsPath, { fallbackMessage: productMessages.fetchFailed });
  } catch {
    // keep the stored lines
  }
  refreshCartPrices(catalogue);
}

/**
 * Checkout (SPEC 2.13, 4, 5, 8): contact and billing fields, the note, the summary and Place Order.
 * The server prices the order from its own catalogue and the coupon code; the total sent is the
 * one the visitor saw, which the server refuses if it is lower than its own.
 */
export function CheckoutView({ copy, cartLabels, states, defaultState, paymentProvider }: CheckoutViewProps) {
  const online = paymentProvider !== "none";
  const cart = useCart();
  const [noteOpen, setNoteOpen] = useState(false);
  const [note, setNote] = useState("");
  const [placed, setPlaced] = useState<OrderResponse | null>(null);
  const [pending, setPending] = useState<PendingOrder | null>(null);
  useEffect(() => setPending(online ? readPendingOrder() : null), [online]);
  const form = useApiForm<Values>({
    initial: {
      email: "",
      firstName: "",
      lastName: "",
      address: "",
      city: "",
      state: defaultState,
      pinCode: "",
      phone: "",
      buyerGstin: "",
      buyerBusinessName: "",
    },
    validate: (values) => {
      const errors: FieldErrors<Values> = blankFields(orderRequiredFields, values);
      const gstin = values.buyerGstin.trim().toUpperCase();
      if (online && gstin && !isValidGstin(gstin)) errors.buyerGstin = gstMessages.invalidGstin;
      return errors;
    },
    fieldId: (name) => `checkout-${name}`,
    submit: async ({ buyerGstin, buyerBusinessName, ...values }) => {
      const order: OrderRequest = {
        ...values,
        ...(online && buyerGstin.trim() ? { buyerGstin } : {}),
        ...(online && buyerBusinessName.trim() ? { buyerBusinessName } : {}),
        items: cart.lines.map(({ id, title, price, quantity, image, originalPrice }) => ({
          id,
          title,
          price,
          quantity,
          image,
          originalPrice,
        })),
        total: cart.totals.total,
        coupon: cart.coupon?.code ?? null,
        note: noteOpen && note.trim() ? note : null,
        // Where the visit came from: once paid, the order counts as a conversion of it (issue 30).
        ...visitSource(),
      };
      const result = await apiRequest<OrderResponse>(ordersPath, {
        json: order,
        fallbackMessage: checkoutMessages.orderFailedFallback,
      });
      clearCart();
      if (result.orderUrl) savePendingOrder({ id: result.orderId, url: result.orderUrl });
      setPlaced(result);
      // The payment step is Razorpay's own page (decision 031): no gateway script runs on ours.
      if (result.paymentUrl) window.location.assign(result.paymentUrl);
    },
    fallback: checkoutMessages.orderFailedFallback,
    onFailure: async (message, err) => {
      // A refused total: prices changed since the products were added, or a coupon's fixed discount
      // outgrew what the code gives today. Update the cart first, so the "updated total" the
      // server's sentence mentions is on screen when the alert closes.
      if (err instanceof ApiError && err.fields["total"]) await updateCartPrices();
      window.alert(checkoutMessages.orderFailedPrefix + message);
    },
  });

  if (placed) return <OrderSuccess order={placed} copy={copy} />;
  if (!cart.ready) return <ShopSkeleton rows={4} />;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (cart.lines.length > 0) return form.onSubmit(event);
    event.preventDefault();
    window.alert(checkoutMessages.cartEmpty);
  }

  const field = (name: RequiredField, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField
      id={`checkout-${name}`}
      name={name}
      label={copy.fields[name]}
      required
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(e) => form.update(name, e.target.value)}
      {...props}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
      <div className="space-y-8">
        {pending && cart.lines.length === 0 ? (
          <p className="rounded-lg border border-line bg-surface p-4" data-testid="pending-order">
            {paymentMessages.pendingOrder.replace("{id}", String(pending.id))}{" "}
            <Link to={pending.url} className="font-semibold text-primary underline">
              {copy.viewOrder}
            </Link>
          </p>
        ) : null}
        <fieldset className="space-y-4">
          <legend className="mb-4 text-xl font-bold text-primary-strong">{copy.contactHeading}</legend>
          {field("email", { type: "email", autoComplete: "email", inputMode: "email" })}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-4 text-xl font-bold text-primary-strong">{copy.billingHeading}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstName", { autoComplete: "given-name" })}
            {field("lastName", { autoComplete: "family-name" })}
          </div>
          {field("address", { autoComplete: "street-address" })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field("city", { autoComplete: "address-level2" })}
            <div>
              <label htmlFor="checkout-state" className="mb-1 block text-sm font-semibold text-ink">
                {copy.fields.state}
              </label>
              <select
                id="checkout-state"
                name="state"
                autoComplete="address-level1"
                value={form.values.state}
                onChange={(e) => form.update("state", e.target.value)}
                className={fieldClass()}
              >
                {states.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            </div>
            {field("pinCode", { autoComplete: "postal-code", inputMode: "numeric" })}
            {field("phone", { type: "tel", autoComplete: "tel" })}
          </div>
          {online ? (
            <TextField
              id="checkout-buyerGstin"
              name="buyerGstin"
              label={copy.gstinLabel}
              hint={copy.gstinHint}
              value={form.values.buyerGstin}
              error={form.errors.buyerGstin}
              maxLength={15}
              autoCapitalize="characters"
              onChange={(e) => form.update("buyerGstin", e.target.value)}
            />
          ) : null}
          {online ? (
            <TextField
              id="checkout-buyerBusinessName"
              name="buyerBusinessName"
              label={copy.businessNameLabel}
              value={form.values.buyerBusinessName}
              error={form.errors.buyerBusinessName}
              maxLength={200}
              autoComplete="organization"
              onChange={(e) => form.update("buyerBusinessName", e.target.value)}
            />
          ) : null}
          <div>
            <p className="mb-1 block text-sm font-semibold text-ink">{copy.fields.country}</p>
            <p className="rounded-lg border border-line bg-surface px-3 py-2.5" data-testid="checkout-country">
              {COUNTRY}
            </p>
          </div>
        </fieldset>
        <div>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={noteOpen}
              onChange={(e) => setNoteOpen(e.target.checked)}
            />
            {copy.addNote}
          </label>
          {noteOpen ? (
            <div className="mt-2">
              <label htmlFor="checkout-note" className="mb-1 block text-sm font-semibold text-ink">
                {copy.noteLabel}
              </label>
              <textarea
                id="checkout-note"
                name="note"
                rows={4}
                maxLength={2000}
                value={note}
                placeholder={copy.notePlaceholder}
                onChange={(e) => setNote(e.target.value)}
                className={fieldClass()}
              />
            </div>
          ) : null}
        </div>
      </div>
      <aside
        className="space-y-6 rounded-card border border-line bg-white p-6 shadow-card"
        aria-labelledby="checkout-summary-heading"
      >
        <h2 id="checkout-summary-heading" className="text-xl font-bold">
          {copy.summaryHeading}
        </h2>
        {cart.lines.length === 0 ? (
          <p className="text-muted">{checkoutMessages.cartEmpty}</p>
        ) : (
          <OrderSummary lines={cart.lines} totals={cart.totals} couponCode={cart.coupon?.code} labels={cartLabels} />
        )}
        <div>
          <h3 className="mb-2 font-semibold">{copy.paymentHeading}</h3>
          {online ? (
            <p
              className="flex gap-2 rounded-lg border border-line bg-surface p-3 text-sm text-ink"
              data-testid="payment-methods"
            >
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {paymentMessages.razorpayNotice}
            </p>
          ) : (
            <p
              className="flex gap-2 rounded-lg border border-danger bg-danger-soft p-3 text-sm text-danger"
              data-testid="no-payment-methods"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {checkoutMessages.noPaymentMethods}
            </p>
          )}
        </div>
        <PrivacyNotice form="checkout" />
        <div className="flex flex-col gap-3">
          <Button type="submit" variant="accent" size="lg" disabled={cart.lines.length === 0 || form.busy}>
            {form.busy ? copy.processing : copy.placeOrder}
          </Button>
          <ButtonLink to="/cart" variant="outline">
            {copy.returnToCart}
          </ButtonLink>
        </div>
      </aside>
    </form>
  );
}
