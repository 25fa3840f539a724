import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A payment link as the stand-in keeps it (the fields of Razorpay's entity the shop reads). */
export interface StandInLink {
  id: string;
  short_url: string;
  status: "created" | "paid" | "cancelled" | "expired";
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  callback_url: string;
  payments: { payment_id: string; status: string; amount: number }[] | null;
  /** Unix seconds when the link stops taking payments; 0 when none was asked (Razorpay then keeps it six months). */
  expire_by: number;
}

/** What a paying customer would bring back (the redirect) and what Razorpay would post (the webhook). */
export interface StandInPayment {
  paymentId: string;
  /** Path and query of the signed redirect to our callback. */
  callbackPath: string;
  webhook: { body: string; signature: string };
}

export interface RazorpayStandIn {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  links: Map<string, StandInLink>;
  /** How many times the shop fetched a payment link (GET /v1/payment_links/{id}): each is a live call with the key. */
  fetches: number;
  /** Answer the next POST /v1/payment_links with a 502, as an outage would. */
  failNextCreate: boolean;
  /** Where the hosted page posts webhooks when a browser pays (e2e); unset: no webhook. */
  webhookUrl: string | null;
  /** The customer pays the link: it becomes paid; `amount`/`currency` override what the webhook claims. */
  pay(linkId: string, override?: { amount?: number; currency?: string }): StandInPayment;
  /** A failed attempt's webhook (payment.failed); the link stays payable. */
  failAttempt(linkId: string): { body: string; signature: string };
  /** The env variables that point the app at this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const sign = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, body: unknown, type = "application/json") {
  response.writeHead(status, { "content-type": type });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

/**
 * A Razorpay stand-in on loopback for the API and browser tests: the Payment Links API with Basic
 * auth (create, fetch), a hosted page with a "Pay" button that redirects back signed as Razorpay
 * signs (HMAC-SHA256 with the key secret over link|reference|status|payment) and webhooks signed
 * with the webhook secret over the raw body.
 */
export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const keyId = "rzp_test_standin";
  const keySecret = randomBytes(16).toString("hex");
  const webhookSecret = randomBytes(16).toString("hex");
  const links = new Map<string, StandInLink>();
  let counter = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const page = /^\/pay\/([\w]+)(\/complete)?$/.exec(url.pathname);
    if (page && request.method === "GET") {
      const link = links.get(page[1]!);
      if (!link) return send(response, 404, "no such link", "text/plain");
      if (!page[2]) {
        return send(
          response,
          200,
          `<!doctype html><title>Razorpay stand-in</title><h1>Pay ₹${(link.amount / 100).toFixed(2)}</h1>` +
            `<p>Reference ${link.reference_id}</p><a href="/pay/${link.id}/complete">Pay with UPI</a>`,
          "text/html; charset=utf-8",
        );
      }
      const paid = standIn.pay(link.id);
      if (standIn.webhookUrl) {
        await fetch(standIn.webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", "x-razorpay-signature": paid.webhook.signature },
          body: paid.webhook.body,
        });
      }
      const back = new URL(link.callback_url);
      response.writeHead(303, { location: `${back.origin}${paid.callbackPath}` });
      return response.end();
    }
    if (request.headers.authorization !== expectedAuth)
      return send(response, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    if (request.method === "POST" && url.pathname === "/v1/payment_links") {
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      if (standIn.failNextCreate) {
        standIn.failNextCreate = false;
        return send(response, 502, { error: { code: "SERVER_ERROR", description: "Gateway unavailable" } });
      }
      const amount = body["amount"];
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100 || body["currency"] !== "INR")
        return send(response, 400, { error: { code: "BAD_REQUEST_ERROR", description: "amount or currency invalid" } });
      // Razorpay takes an expiry in Unix seconds, in the future and at most six months ahead.
      const expireBy = body["expire_by"] ?? 0;
      const nowSeconds = Date.now() / 1000;
      if (
        expireBy !== 0 &&
        (typeof expireBy !== "number" ||
          !Number.isInteger(expireBy) ||
          expireBy <= nowSeconds ||
          expireBy > nowSeconds + 184 * 86_400)
      )
        return send(response, 400, { error: { code: "BAD_REQUEST_ERROR", description: "expire_by is invalid" } });
      if ([...links.values()].some((l) => l.reference_id === body["reference_id"]))
        return send(response, 400, { error: { code: "BAD_REQUEST_ERROR", description: "reference_id already used" } });
      const id = `plink_${(++counter).toString().padStart(6, "0")}`;
      const link: StandInLink = {
        id,
        short_url: `${standIn.baseUrl}/pay/${id}`,
        status: "created",
        amount,
        amount_paid: 0,
        currency: "INR",
        reference_id: String(body["reference_id"]),
        callback_url: typeof body["callback_url"] === "string" ? body["callback_url"] : "",
        payments: null,
        expire_by: expireBy,
      };
      links.set(id, link);
      return send(response, 200, link);
    }
    const fetchLink = /^\/v1\/payment_links\/([\w]+)$/.exec(url.pathname);
    if (request.method === "GET" && fetchLink) {
      standIn.fetches += 1;
      const link = links.get(fetchLink[1]!);
      return link ? send(response, 200, link) : send(response, 404, { error: { code: "BAD_REQUEST_ERROR" } });
    }
    return send(response, 404, { error: { code: "BAD_REQUEST_ERROR", description: "unknown path" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const webhook = (event: object) => {
    const body = JSON.stringify(event);
    return { body, signature: sign(webhookSecret, body) };
  };

  const standIn: RazorpayStandIn = {
    baseUrl: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    links,
    fetches: 0,
    failNextCreate: false,
    webhookUrl: null,
    pay(linkId, override = {}) {
      const link = links.get(linkId);
      if (!link) throw new Error(`no link ${linkId}`);
      const paymentId = `pay_${randomBytes(7).toString("hex")}`;
      link.status = "paid";
      link.amount_paid = link.amount;
      link.payments = [...(link.payments ?? []), { payment_id: paymentId, status: "captured", amount: link.amount }];
      const signature = sign(keySecret, `${link.id}|${link.reference_id}|paid|${paymentId}`);
      // A link made without a callback (a service invoice's) ends on Razorpay's own receipt.
      const back = new URL(link.callback_url || "https://razorpay.example/receipt");
      for (const [name, value] of Object.entries({
        razorpay_payment_id: paymentId,
        razorpay_payment_link_id: link.id,
        razorpay_payment_link_reference_id: link.reference_id,
        razorpay_payment_link_status: "paid",
        razorpay_signature: signature,
      }))
        back.searchParams.set(name, value);
      const payment = {
        id: paymentId,
        entity: "payment",
        amount: override.amount ?? link.amount,
        currency: override.currency ?? link.currency,
        status: "captured",
        method: "upi",
      };
      return {
        paymentId,
        callbackPath: `${back.pathname}${back.search}`,
        webhook: webhook({
          entity: "event",
          event: "payment_link.paid",
          contains: ["payment_link", "order", "payment"],
          payload: {
            payment_link: { entity: { ...link } },
            payment: { entity: payment },
            order: { entity: { id: `order_${link.id}`, amount: link.amount, currency: link.currency, status: "paid" } },
          },
          created_at: Math.floor(Date.now() / 1000),
        }),
      };
    },
    failAttempt(linkId) {
      const link = links.get(linkId);
      if (!link) throw new Error(`no link ${linkId}`);
      return webhook({
        entity: "event",
        event: "payment.failed",
        contains: ["payment"],
        payload: {
          payment: {
            entity: {
              id: `pay_${randomBytes(7).toString("hex")}`,
              amount: link.amount,
              currency: "INR",
              status: "failed",
              error_code: "BAD_REQUEST_ERROR",
              error_description: "Payment was cancelled by the customer",
            },
          },
        },
      });
    },
    env: () => ({
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_BASE_URL: standIn.baseUrl,
    }),
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
  return standIn;
}
