import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminMessages, adminPaths } from "../../../contract/console/admin.ts";
import {
  doneSchema,
  idParamsSchema,
  listQuerySchema,
  orderAnswerSchema,
  orderStatusSchema,
} from "../../../contract/console/admin.schema.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { toAdminOrder } from "../orders/admin-order.ts";
import { orderEventsOf } from "../orders/order-events.repository.ts";
import { listOrders } from "../orders/orders.repository.ts";
import { setOrderStatus } from "../orders/orders.service.ts";
import { taxDocumentsOnStatus } from "../invoices/issue-invoice.ts";
import { resendConfirmation } from "../payments/resend-order.ts";
import type { OrderLinks } from "../payments/payments.service.ts";
import { listSubscribers } from "../subscribers/subscribers.repository.ts";
import { removeSubscriber } from "../subscribers/subscribers.service.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import { csvFileName, toCsv } from "./csv.ts";

function sendCsv(reply: FastifyReply, kind: string, csv: string) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${csvFileName(kind)}"`)
    .send(csv);
}

/** Orders and subscribers (enquiries: enquiries/enquiries-admin.routes.ts): what the site collected, newest first, with CSV exports. */
export const inboxRoutes: FastifyPluginAsyncZod<{ db: Db; wakeOutbox: () => void; links: OrderLinks }> = async (
  app,
  { db, wakeOutbox, links },
) => {
  app.get(adminPaths.orders, { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const stored = await listOrders(db, request.query.q);
    const history = await orderEventsOf(
      db,
      stored.map((o) => o.id),
    );
    const orders = stored.map((o) => toAdminOrder(o, history.get(o.id)));
    if (request.query.format === "json") return { orders };
    const header = [
      "id",
      "placed_at",
      "status",
      "first_name",
      "last_name",
      "email",
      "phone",
      "address",
      "city",
      "state",
      "pin_code",
      "items",
      "subtotal_inr",
      "coupon",
      "discount_inr",
      "total_inr",
      "note",
    ];
    const rows = orders.map((o) => [
      o.id,
      o.created_at,
      o.status,
      o.firstName,
      o.lastName,
      o.email,
      o.phone,
      o.address,
      o.city,
      o.state,
      o.pinCode,
      o.lines.map((l) => `${l.title} x ${l.quantity}`).join("; "),
      o.subtotal.toFixed(2),
      o.coupon,
      o.discount.toFixed(2),
      o.total.toFixed(2),
      o.note,
    ]);
    return sendCsv(reply, "orders", toCsv(header, rows));
  });

  app.patch(
    `${adminPaths.orders}/:id`,
    { schema: { params: idParamsSchema, body: orderStatusSchema, response: { 200: orderAnswerSchema } } },
    async (request) => {
      const order = await setOrderStatus(
        db,
        request.params.id,
        request.body.status,
        auditTrail(request),
        new Date(),
        taxDocumentsOnStatus,
      );
      if (!order) throw new HttpError(404, adminMessages.orderNotFound);
      const history = await orderEventsOf(db, [order.id]);
      return { message: adminMessages.statusSaved, order: toAdminOrder(order, history.get(order.id)) };
    },
  );

  app.post(
    `${adminPaths.orders}/:id/resend-confirmation`,
    { schema: { params: idParamsSchema, response: { 202: doneSchema } } },
    async (request, reply) => {
      const sent = await resendConfirmation(db, request.params.id, links, auditTrail(request));
      if (!sent) throw new HttpError(404, adminMessages.orderNotFound);
      wakeOutbox();
      return reply.code(202).send({ message: adminMessages.confirmationQueued });
    },
  );

  app.get(adminPaths.subscribers, { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const subscribers = await listSubscribers(db, request.query.q);
    if (request.query.format === "json") return { subscribers };
    return sendCsv(
      reply,
      "subscribers",
      toCsv(
        ["id", "email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"],
        subscribers.map((s) => [s.id, s.email, s.status, s.created_at, s.confirmed_at, s.unsubscribed_at]),
      ),
    );
  });

  app.delete(
    `${adminPaths.subscribers}/:id`,
    { schema: { params: idParamsSchema, response: { 200: doneSchema } } },
    async (request) => {
      const removed = await removeSubscriber(db, request.params.id, auditTrail(request));
      if (!removed) throw new HttpError(404, adminMessages.subscriberNotFound);
      return { message: adminMessages.subscriberRemoved };
    },
  );
};
