import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { genericMessages } from "../../../contract/api/errors.ts";
import { orderPagePath, paymentMessages } from "../../../contract/shop/payments.ts";
import type { Db } from "../../db/connection.ts";
import { errorBody } from "../../http-error.ts";
import { findOrder } from "../orders/orders.repository.ts";
import { orderKeyMatches } from "../orders/order-key.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { recordGatewayInvoicePayment } from "../invoices/service-invoices.service.ts";
import { recordPayment, type OrderLinks, type PaymentOutcome } from "./payments.service.ts";

interface PaymentsOptions {
  db: Db;
  payments: PaymentProvider;
  links: OrderLinks;
}

/** The order the customer returns to; the gateway's own fields pass through to it unread here. */
const returnQuery = z.looseObject({ order: z.coerce.number(), key: z.string() });

/**
 * The gateway's two ways of telling us about a payment (decision 031): the customer's redirect
 * back and the webhook, each read and verified by the gateway behind the seam (decision 091). Only
 * these two, verified, ever mark an order paid. Also `/orders/{id}/pay`, the "Pay now" link.
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

  const gateway = payments.gateway;
  if (!gateway) return;

  app.get(gateway.returnPath, { schema: { querystring: returnQuery } }, async (request, reply) => {
    const { order: orderId, key } = request.query;
    const order = Number.isSafeInteger(orderId) ? await findOrder(db, orderId) : null;
    if (!order || !orderKeyMatches(order.accessKey, key))
      return reply.code(404).send(errorBody(genericMessages.notFound));
    const back = orderPagePath(order.id, order.accessKey!);
    const reading = gateway.readReturn(request.query, order);
    if (reading.kind === "forged") return reply.code(400).send(errorBody(paymentMessages.badSignature));
    // A payment already recorded needs no second word from the gateway: a replayed redirect costs no call.
    if (reading.kind === "unpaid" || order.paymentId === reading.paymentId) return reply.redirect(back, 303);
    try {
      const evidence = await gateway.confirmReturn(reading);
      if (evidence) afterOutcome(await recordPayment(db, { ...evidence, source: "callback" }, links));
    } catch (err) {
      // The webhook will confirm it; the order page shows "awaiting payment" meanwhile.
      request.log.warn({ err, orderId: order.id }, "payment check at the gateway failed");
    }
    return reply.redirect(back, 303);
  });

  // The signature covers the body's exact bytes: this plugin keeps them, of any content type,
  // instead of parsing them, so every request reaches the gateway's signature check.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    // The gateway's calls are not counted against the per-address write limit (a busy shop would
    // lose confirmations to 429s); a request whose signature fails is, like any write (decision 034).
    // A gateway's events are a few KB; a stranger's megabyte is refused at its Content-Length (H1).
    const webhookOptions = { bodyLimit: 64 * 1024, config: { addressLimit: "unless-signed" as const } };
    hook.post(gateway.webhookPath, webhookOptions, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const reading = gateway.readWebhook(raw, request.headers);
      if (reading.kind === "forged") {
        if (await app.countAddressWrite(request, reply)) return reply;
        return reply.code(400).send(errorBody(paymentMessages.badSignature));
      }
      if (reading.kind === "malformed") return reply.code(400).send(errorBody(genericMessages.invalidRequest));
      if (reading.kind === "ignored") return { status: "ignored" };
      const orderOutcome = await recordPayment(db, { ...reading.evidence, source: "webhook" }, links);
      // Not an order's link: a service invoice's (issue 32), or nobody's.
      const outcome =
        orderOutcome === "unknown-order"
          ? ((await recordGatewayInvoicePayment(db, reading.evidence)) ?? orderOutcome)
          : orderOutcome;
      if (outcome !== "paid" && outcome !== "already")
        request.log.warn(
          { outcome, linkId: reading.evidence.linkId, paymentId: reading.evidence.paymentId },
          "payment not applied",
        );
      afterOutcome(outcome);
      return { status: outcome };
    });
  });

  function afterOutcome(outcome: PaymentOutcome) {
    if (outcome === "paid") app.outboxWorker.wake();
  }
};
