import type { PaymentProviderName } from "../../../contract/payments.ts";
import type { Env } from "../../env.ts";
import { HOUR_MS } from "../orders/payment-timeout.ts";
import { razorpayClient, type RazorpayClient, type RazorpayConfig } from "./razorpay-client.ts";

/** What the provider needs to open the payment step of a stored order. */
export interface PaymentStart {
  orderId: number;
  amountPaise: number;
  customer: { name: string; email: string; contact: string };
  /** Where the gateway sends the customer back (absolute). */
  callbackUrl: string;
  /** When the order was placed: the payment step closes ORDER_PAYMENT_TIMEOUT_HOURS later. */
  placedAt: Date;
}

/** The payment step: the gateway's id for it and the page the customer is sent to. */
export interface StartedPayment {
  linkId: string;
  url: string;
}

/**
 * The seam between the checkout and a payment gateway (decision 031). `none` is SPEC 2.13 as
 * written: the order is stored as `new` and staff arrange payment by hand. `razorpay` stores it
 * `awaiting_payment` and opens a Razorpay Payment Link for the server's total.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The status a freshly placed order gets. */
  readonly initialStatus: "new" | "awaiting_payment";
  /** Opens the payment step; null when the provider takes no online payment. Throws when the gateway fails. */
  startPayment(order: PaymentStart): Promise<StartedPayment | null>;
}

export const noPayment: PaymentProvider = {
  name: "none",
  initialStatus: "new",
  startPayment: async () => null,
};

export interface RazorpayProvider extends PaymentProvider {
  readonly name: "razorpay";
  readonly config: RazorpayConfig;
  readonly client: RazorpayClient;
}

/**
 * `paymentTimeoutHours` (ORDER_PAYMENT_TIMEOUT_HOURS, 0: none): each link expires that long after
 * its order was placed, when the payment timeout job cancels the order (decision 035).
 */
export function razorpayProvider(config: RazorpayConfig, paymentTimeoutHours = 0): RazorpayProvider {
  const client = razorpayClient(config);
  return {
    name: "razorpay",
    initialStatus: "awaiting_payment",
    config,
    client,
    async startPayment(order) {
      const link = await client.createPaymentLink({
        amountPaise: order.amountPaise,
        referenceId: `order-${order.orderId}`,
        description: `Order #${order.orderId}`,
        customer: order.customer,
        callbackUrl: order.callbackUrl,
        notes: { order_id: String(order.orderId) },
        ...(paymentTimeoutHours > 0
          ? { expireBy: new Date(order.placedAt.getTime() + paymentTimeoutHours * HOUR_MS) }
          : {}),
      });
      return { linkId: link.id, url: link.short_url };
    },
  };
}

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
    env.ORDER_PAYMENT_TIMEOUT_HOURS,
  );
}
