import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { genericMessages } from "../../../contract/errors.ts";
import { orderPagePath, paymentMessages, paymentPaths } from "../../../contract/payments.ts";
import type { Db } from "../../db/connection.ts";
import { errorBody } from "../../http-error.ts";
import { findOrder } from "../orders/orders.repository.ts";
import type { OrderLinks } from "../orders/orders.service.ts";
import { orderKeyMatches } from "../orders/order-key.ts";
import type { PaymentProvider, RazorpayProvider } from "./payment-provider.ts";
import { recordPayment, type PaymentOutcome } from "./payments.service.ts";
import { callbackSignatureValid, webhookSignatureValid } from "./razorpay-client.ts";

interface PaymentsOptions {
  db: Db;
  payments: PaymentProvider;
  links: OrderLinks;
}

const callbackQuery = z.object({
  order: z.coerce.number(),
  key: z.string(),
  razorpay_payment_id: z.optional(z.string()),
  razorpay_payment_link_id: z.optional(z.string()),
  razorpay_payment_link_reference_id: z.optional(z.string()),
  razorpay_payment_link_status: z.optional(z.string()),
  razorpay_signature: z.optional(z.string()),
});

/** The webhook events the shop acts on; every other verified event is acknowledged and ignored. */
interface WebhookEvent {
  event?: string;
  payload?: {
    payment_link?: { entity?: { id?: string } };
    payment?: { entity?: { id?: string; amount?: number; currency?: string; status?: string } };
  };
}

/**
 * The gateway's two ways of telling us about a payment (decision 031): the customer's redirect
 * back (signed with the key secret) and the webhook (signed with the webhook secret). Only these
 * two, verified, ever mark an order paid. Also `/orders/{id}/pay`, the "Pay now" link.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsOptions> = async (app, { db, payments, links }) => {
  app.get(
    "/orders/:id/pay",
    { schema: { params: z.object({ id: z.coerce.number() }), querystring: z.object({ key: z.optional(z.string()) }) } },
    async (request, reply) => {
      const order = Number.isSafeInteger(request.params.id) ? await findOrder(db, request.params.id) : null;
      if (!order || !orderKeyMatches(order.accessKey, request.query.key))
        return reply.code(404).send(errorBody(genericMessages.notFound));
      const pay = order.status === "awaiting_payment" && order.paymentUrl;
      return reply.redirect(pay || orderPagePath(order.id, order.accessKey!), 303);
    },
  );

  if (payments.name !== "razorpay") return;
  const razorpay = payments as RazorpayProvider;

  app.get(paymentPaths.razorpayCallback, { schema: { querystring: callbackQuery } }, async (request, reply) => {
    const query = request.query;
    const order = Number.isSafeInteger(query.order) ? await findOrder(db, query.order) : null;
    if (!order || !orderKeyMatches(order.accessKey, query.key))
      return reply.code(404).send(errorBody(genericMessages.notFound));
    const back = orderPagePath(order.id, order.accessKey!);
    const { razorpay_payment_id, razorpay_payment_link_id, razorpay_payment_link_reference_id } = query;
    const { razorpay_payment_link_status, razorpay_signature } = query;
    // Without the signed fields (a cancelled or failed attempt) the order page says what to do.
    if (
      !razorpay_payment_id ||
      !razorpay_payment_link_id ||
      razorpay_payment_link_reference_id === undefined ||
      !razorpay_payment_link_status ||
      !razorpay_signature
    )
      return reply.redirect(back, 303);
    const signed = {
      razorpay_payment_id,
      razorpay_payment_link_id,
      razorpay_payment_link_reference_id,
      razorpay_payment_link_status,
      razorpay_signature,
    };
    if (!callbackSignatureValid(razorpay.config.keySecret, signed) || razorpay_payment_link_id !== order.paymentLinkId)
      return reply.code(400).send(errorBody(paymentMessages.badSignature));
    if (razorpay_payment_link_status !== "paid") return reply.redirect(back, 303);
    // The signature proves the link was paid; the amount and currency come from Razorpay itself.
    try {
      const link = await razorpay.client.fetchPaymentLink(razorpay_payment_link_id);
      const payment = link.payments?.find((p) => p.payment_id === razorpay_payment_id);
      if (link.status === "paid" && (link.payments == null || payment)) {
        const outcome = await recordPayment(
          db,
          {
            linkId: link.id,
            paymentId: razorpay_payment_id,
            amountPaise: payment?.amount ?? link.amount_paid,
            currency: link.currency,
            source: "callback",
          },
          links,
        );
        afterOutcome(outcome);
      }
    } catch (err) {
      // The webhook will confirm it; the order page shows "awaiting payment" meanwhile.
      request.log.warn({ err, orderId: order.id }, "payment check at Razorpay failed");
    }
    return reply.redirect(back, 303);
  });

  // The signature covers the body's exact bytes: this plugin keeps them, of any content type,
  // instead of parsing them, so every request reaches the signature check below.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    // Razorpay's calls are not counted against the per-address write limit (a busy shop would
    // lose confirmations to 429s); a request whose signature fails is, like any write (decision 034).
    // Razorpay's events are a few KB; a stranger's megabyte is refused at its Content-Length (H1).
    const webhookOptions = { bodyLimit: 64 * 1024, config: { addressLimit: "unless-signed" as const } };
    hook.post(paymentPaths.razorpayWebhook, webhookOptions, async (request, reply) => {
      const raw = request.body;
      const signature = request.headers["x-razorpay-signature"];
      if (
        !Buffer.isBuffer(raw) ||
        typeof signature !== "string" ||
        !webhookSignatureValid(razorpay.config.webhookSecret, raw, signature)
      ) {
        if (await app.countAddressWrite(request, reply)) return reply;
        return reply.code(400).send(errorBody(paymentMessages.badSignature));
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(raw.toString("utf8")) as WebhookEvent;
      } catch {
        return reply.code(400).send(errorBody(genericMessages.invalidRequest));
      }
      const linkId = event.payload?.payment_link?.entity?.id;
      const payment = event.payload?.payment?.entity;
      if (event.event === "payment_link.paid" && linkId && payment?.id && payment.status === "captured") {
        const outcome = await recordPayment(
          db,
          {
            linkId,
            paymentId: payment.id,
            amountPaise: Number(payment.amount),
            currency: String(payment.currency),
            source: "webhook",
          },
          links,
        );
        if (outcome !== "paid" && outcome !== "already")
          request.log.warn({ outcome, linkId, paymentId: payment.id }, "Razorpay payment not applied");
        afterOutcome(outcome);
        return { status: outcome };
      }
      return { status: "ignored" };
    });
  });

  function afterOutcome(outcome: PaymentOutcome) {
    if (outcome === "paid") app.outboxWorker.wake();
  }
};
