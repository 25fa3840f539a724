import type { IncomingHttpHeaders } from "node:http";
import type { PaymentProviderName } from "../../../contract/shop/payments.ts";
import type { Env } from "../../env.ts";
import type { InvoicePayments } from "../invoices/service-invoices.service.ts";
import type { CheckoutPayments } from "../orders/orders.service.ts";
import { razorpayProvider } from "./razorpay-provider.ts";

/** What the gateway vouches was paid: checked against our order before anything changes. */
export interface PaymentEvidence {
  linkId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
}

/**
 * The customer's return from the gateway, as its signed query shows it: `unpaid` (cancelled,
 * failed, or without the signed fields; the order page says what to do), `forged` (a signature
 * that does not hold, or another order's payment), or a `paid` claim still to be confirmed.
 */
export type ReturnReading =
  { kind: "unpaid" } | { kind: "forged" } | { kind: "paid"; linkId: string; paymentId: string };

/** The gateway's webhook call: `forged` and `malformed` are refused, `ignored` acknowledged. */
export type WebhookReading =
  { kind: "forged" } | { kind: "malformed" } | { kind: "ignored" } | { kind: "paid"; evidence: PaymentEvidence };

/** The gateway's side of the conversation: its two callers' paths and how to read them. */
export interface PaymentGateway {
  /** Where the customer comes back (GET, with `order` and `key` in the query beside the gateway's own fields). */
  readonly returnPath: string;
  /** Where the gateway calls (POST, raw body). */
  readonly webhookPath: string;
  readReturn(query: Record<string, unknown>, order: { paymentLinkId: string | null }): ReturnReading;
  /** Asks the gateway itself what was paid for a `paid` return (amount and currency); null when it says unpaid. */
  confirmReturn(claim: { linkId: string; paymentId: string }): Promise<PaymentEvidence | null>;
  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookReading;
}

/**
 * The seam between the checkout and a payment gateway (decisions 031 and 091). `none` is SPEC 2.13
 * as written: the order is stored as `new`, confirmed at once, and staff arrange payment by hand.
 * A gateway stores it `awaiting_payment`, opens its payment page for the server's total, and
 * reads its own return and webhook. Callers never ask which provider is behind the seam.
 */
export interface PaymentProvider extends CheckoutPayments, InvoicePayments {
  readonly name: PaymentProviderName;
  /** The gateway's routes, or null for a provider that takes no payment online. */
  readonly gateway: PaymentGateway | null;
}

export const noPayment: PaymentProvider = {
  name: "none",
  initialStatus: "new",
  startPayment: async () => null,
  // Staff record a service invoice's payment by hand (bank transfer, UPI to the firm, cheque).
  startInvoicePayment: async () => null,
  gateway: null,
};

/** The provider PAYMENT_PROVIDER names; env.ts has already refused razorpay without its keys. */
export function paymentProviderFrom(env: Env): PaymentProvider {
  if (env.PAYMENT_PROVIDER === "none") return noPayment;
  return razorpayProvider(
    {
      keyId: env.RAZORPAY_KEY_ID!,
      keySecret: env.RAZORPAY_KEY_SECRET!,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
      baseUrl: env.RAZORPAY_BASE_URL,
    },
    { paymentTimeoutHours: env.ORDER_PAYMENT_TIMEOUT_HOURS, publicBaseUrl: env.PUBLIC_BASE_URL },
  );
}
