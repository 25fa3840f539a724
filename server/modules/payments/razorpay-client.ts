import { hmac, sameSecret } from "../../signing.ts";

/** The keys from the Razorpay dashboard (env RAZORPAY_*); the base URL is a stand-in's in tests. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
}

/** The part of Razorpay's Payment Link entity the shop reads. */
export interface RazorpayPaymentLink {
  id: string;
  short_url: string;
  status: string;
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  payments?: { payment_id: string; status: string; amount: number }[] | null;
  /** Unix seconds after which the link takes no payment; 0 or absent: Razorpay's default (six months). */
  expire_by?: number;
}

export interface NewPaymentLink {
  amountPaise: number;
  /** Unique per link at Razorpay; ours is the order number. */
  referenceId: string;
  description: string;
  customer: { name: string; email: string; contact?: string };
  /** Where Razorpay sends the payer back; absent: Razorpay's own receipt page (service invoices). */
  callbackUrl?: string;
  notes: Record<string, string>;
  /** When the link stops taking payments (Razorpay: at most six months ahead); absent: Razorpay's default. */
  expireBy?: Date;
}

/** A gateway call fails fast: the visitor is waiting on Place Order. */
const TIMEOUT_MS = 15_000;

/** Razorpay's REST API with the key pair (Basic auth), as far as the shop uses it. */
export function razorpayClient(config: RazorpayConfig) {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${config.baseUrl}${path}`, {
      method,
      headers: { authorization, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    // The answer's own words (Razorpay's error description), never the key, go to the log.
    if (!response.ok) throw new Error(`Razorpay ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
  return {
    /** POST /v1/payment_links: the hosted page where the customer pays by UPI, card or netbanking. */
    createPaymentLink(link: NewPaymentLink): Promise<RazorpayPaymentLink> {
      return call("POST", "/v1/payment_links", {
        amount: link.amountPaise,
        currency: "INR",
        accept_partial: false,
        reference_id: link.referenceId,
        description: link.description,
        customer: link.customer,
        // We send our own e-mail when the payment lands; Razorpay's would be a second one.
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: link.notes,
        ...(link.callbackUrl ? { callback_url: link.callbackUrl, callback_method: "get" } : {}),
        ...(link.expireBy ? { expire_by: Math.floor(link.expireBy.getTime() / 1000) } : {}),
      });
    },
    fetchPaymentLink(id: string): Promise<RazorpayPaymentLink> {
      return call("GET", `/v1/payment_links/${encodeURIComponent(id)}`);
    },
  };
}

export type RazorpayClient = ReturnType<typeof razorpayClient>;

export interface PaymentLinkCallback {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
}

/** The redirect's signature: HMAC-SHA256, key secret, over link id|reference|status|payment id. */
export function callbackSignatureValid(keySecret: string, callback: PaymentLinkCallback): boolean {
  const payload = [
    callback.razorpay_payment_link_id,
    callback.razorpay_payment_link_reference_id,
    callback.razorpay_payment_link_status,
    callback.razorpay_payment_id,
  ].join("|");
  return sameSecret(hmac(keySecret, payload), callback.razorpay_signature);
}

/** X-Razorpay-Signature: HMAC-SHA256, webhook secret, over the raw request body. */
export function webhookSignatureValid(webhookSecret: string, rawBody: Buffer, signature: string): boolean {
  return sameSecret(hmac(webhookSecret, rawBody), signature);
}
