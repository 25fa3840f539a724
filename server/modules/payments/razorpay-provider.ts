import { paymentPaths } from "../../../contract/shop/payments.ts";
import { HOUR_MS } from "../../time.ts";
import type { PaymentProvider, ReturnReading, WebhookReading } from "./payment-provider.ts";
import {
  callbackSignatureValid,
  razorpayClient,
  webhookSignatureValid,
  type RazorpayConfig,
} from "./razorpay-client.ts";

/** The webhook events the shop acts on; every other verified event is acknowledged and ignored. */
interface WebhookEvent {
  event?: string;
  payload?: {
    payment_link?: { entity?: { id?: string } };
    payment?: { entity?: { id?: string; amount?: number; currency?: string; status?: string } };
  };
}

export interface RazorpayOptions {
  /** ORDER_PAYMENT_TIMEOUT_HOURS (0: none): each link expires that long after its order was placed (decision 035). */
  paymentTimeoutHours: number;
  /** For the absolute URL Razorpay sends the customer back to. */
  publicBaseUrl: string;
}

/**
 * Razorpay Payment Links (decision 031): the order is paid on Razorpay's hosted page; the
 * customer's redirect back is signed with the key secret, the webhook with the webhook secret.
 */
export function razorpayProvider(config: RazorpayConfig, options: RazorpayOptions): PaymentProvider {
  const client = razorpayClient(config);
  return {
    name: "razorpay",
    initialStatus: "awaiting_payment",
    async startPayment(order) {
      const back = `${options.publicBaseUrl}${paymentPaths.razorpayCallback}?order=${order.orderId}&key=${order.accessKey}`;
      const link = await client.createPaymentLink({
        amountPaise: order.amountPaise,
        referenceId: `order-${order.orderId}`,
        description: `Order #${order.orderId}`,
        customer: order.customer,
        callbackUrl: back,
        notes: { order_id: String(order.orderId) },
        ...(options.paymentTimeoutHours > 0
          ? { expireBy: new Date(order.placedAt.getTime() + options.paymentTimeoutHours * HOUR_MS) }
          : {}),
      });
      return { linkId: link.id, url: link.short_url };
    },
    // A service invoice (issue 32): the link is the e-mail's; its payment comes back by the webhook.
    async startInvoicePayment(invoice) {
      const link = await client.createPaymentLink({
        amountPaise: invoice.amountPaise,
        referenceId: `invoice-${invoice.invoiceId}`,
        description: `Invoice ${invoice.number}`,
        customer: invoice.customer,
        notes: { invoice_id: String(invoice.invoiceId), invoice_number: invoice.number },
      });
      return { linkId: link.id, url: link.short_url };
    },
    gateway: {
      returnPath: paymentPaths.razorpayCallback,
      webhookPath: paymentPaths.razorpayWebhook,

      readReturn(query, order): ReturnReading {
        const field = (name: string) => (typeof query[name] === "string" ? query[name] : undefined);
        const paymentId = field("razorpay_payment_id");
        const linkId = field("razorpay_payment_link_id");
        const referenceId = field("razorpay_payment_link_reference_id");
        const status = field("razorpay_payment_link_status");
        const signature = field("razorpay_signature");
        // Without the signed fields (a cancelled or failed attempt) the order page says what to do.
        if (!paymentId || !linkId || referenceId === undefined || !status || !signature) return { kind: "unpaid" };
        const signed = callbackSignatureValid(config.keySecret, {
          razorpay_payment_id: paymentId,
          razorpay_payment_link_id: linkId,
          razorpay_payment_link_reference_id: referenceId,
          razorpay_payment_link_status: status,
          razorpay_signature: signature,
        });
        if (!signed || linkId !== order.paymentLinkId) return { kind: "forged" };
        return status === "paid" ? { kind: "paid", linkId, paymentId } : { kind: "unpaid" };
      },

      // The signature proves the link was paid; the amount and currency come from Razorpay itself.
      async confirmReturn({ linkId, paymentId }) {
        const link = await client.fetchPaymentLink(linkId);
        const payment = link.payments?.find((p) => p.payment_id === paymentId);
        if (link.status !== "paid" || (link.payments != null && !payment)) return null;
        return {
          linkId: link.id,
          paymentId,
          amountPaise: payment?.amount ?? link.amount_paid,
          currency: link.currency,
        };
      },

      readWebhook(rawBody, headers): WebhookReading {
        const signature = headers["x-razorpay-signature"];
        if (typeof signature !== "string" || !webhookSignatureValid(config.webhookSecret, rawBody, signature))
          return { kind: "forged" };
        let event: WebhookEvent;
        try {
          event = JSON.parse(rawBody.toString("utf8")) as WebhookEvent;
        } catch {
          return { kind: "malformed" };
        }
        const linkId = event.payload?.payment_link?.entity?.id;
        const payment = event.payload?.payment?.entity;
        if (event.event !== "payment_link.paid" || !linkId || !payment?.id || payment.status !== "captured")
          return { kind: "ignored" };
        return {
          kind: "paid",
          evidence: {
            linkId,
            paymentId: payment.id,
            amountPaise: Number(payment.amount),
            currency: String(payment.currency),
          },
        };
      },
    },
  };
}
