/** Online payment (issue 16, decision 031): the provider names, paths and the customer's sentences. */

export const paymentProviders = ["none", "razorpay"] as const;

export type PaymentProviderName = (typeof paymentProviders)[number];

export const paymentPaths = {
  /** Razorpay's dashboard posts payment events here (README, "Online payment"). */
  razorpayWebhook: "/api/payments/razorpay/webhook",
  /** Where Razorpay sends the customer back after paying, with the signed result in the query. */
  razorpayCallback: "/api/payments/razorpay/callback",
} as const;

/** The customer's order page: the key is the order's secret, so the link is the only way in. */
export const orderPagePath = (id: number, key: string) => `/orders/${id}?key=${encodeURIComponent(key)}`;

/** Sends the customer to the payment step again (the stored payment link) while the order awaits payment. */
export const orderPayPath = (id: number, key: string) => `/orders/${id}/pay?key=${encodeURIComponent(key)}`;

export const invoicePdfPath = (id: number, key: string) => `/orders/${id}/invoice.pdf?key=${encodeURIComponent(key)}`;

/** A refunded order's credit note as a PDF (issue 32, decision 156). */
export const creditNotePdfPath = (id: number, key: string) =>
  `/orders/${id}/credit-note.pdf?key=${encodeURIComponent(key)}`;

export const paymentMessages = {
  /** The checkout's payment notice with Razorpay, in place of SPEC 8's "no payment methods". */
  razorpayNotice:
    "Pay securely with UPI, cards or netbanking. After you place the order you will be taken to Razorpay's payment page.",
  razorpaySuccessText:
    "Your order is saved. Complete the payment on Razorpay's page; as soon as it arrives we e-mail you the link to your order, its invoice and downloads.",
  payNow: "Pay now",
  redirecting: "Taking you to the payment page...",
  gatewayFailed:
    "We could not reach the payment service, so your order was not placed. Please try again in a few minutes.",
  pendingOrder: "Your order #{id} is waiting for payment.",
  badSignature: "The payment signature does not match.",
  awaitingPayment: "We have not received the payment for this order yet.",
  paymentFailed: "The payment did not go through. You have not been charged; you can try again with Pay now.",
} as const;
