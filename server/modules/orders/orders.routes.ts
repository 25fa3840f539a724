import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toRupees } from "../../../contract/shared/money.ts";
import { checkoutMessages, ordersPath } from "../../../contract/shop/orders.ts";
import { orderRequestSchema, orderResponseSchema } from "../../../contract/shop/orders.schema.ts";
import type { Db } from "../../db/connection.ts";
import { routeRateLimit, type RateLimit } from "../../plugins/address-rate-limit.ts";
import { placeOrder, type CheckoutPayments } from "./orders.service.ts";

export const ordersRoutes: FastifyPluginAsyncZod<{
  db: Db;
  limit: RateLimit;
  payments: CheckoutPayments;
}> = async (app, { db, limit, payments }) => {
  // Each order e-mails the customer and the business: a tighter per-address limit than other writes.
  app.post(
    ordersPath,
    {
      onRequest: routeRateLimit(app, limit),
      schema: { body: orderRequestSchema, response: { 201: orderResponseSchema } },
    },
    async (request, reply) => {
      const input = request.body;
      // A bot filled the hidden field: answer as for a person, store and send nothing.
      if (input.website) {
        return reply.code(201).send({
          message: checkoutMessages.successTitle,
          orderId: 0,
          total: input.total,
          subtotal: input.total,
          discount: 0,
        });
      }
      const order = await placeOrder(db, input, payments);
      app.outboxWorker.wake();
      // The API speaks rupees (SPEC 3); the order was priced and stored in paise.
      return reply.code(201).send({
        message: checkoutMessages.successTitle,
        orderId: order.orderId,
        total: toRupees(order.totalPaise),
        subtotal: toRupees(order.subtotalPaise),
        discount: toRupees(order.discountPaise),
        ...(order.paymentUrl ? { paymentUrl: order.paymentUrl, orderUrl: order.orderPath } : {}),
      });
    },
  );
};
