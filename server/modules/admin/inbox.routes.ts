import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminMessages, adminPaths } from "../../../contract/admin.ts";
import { enquiryAnswerSchema, enquiryStatusSchema, doneSchema, idParamsSchema, listQuerySchema, orderAnswerSchema, orderStatusSchema } from "../../../contract/admin.schema.ts";
import { HttpError } from "../../http-error.ts";
import { enqueueMessage } from "../../messaging/outbox.ts";
import { orderConfirmation } from "../../messaging/templates.ts";
import type { AdminDb } from "./admin-db.ts";
import { audited } from "./audited.ts";
import { csvFileName, toCsv } from "./csv.ts";
import { findEnquiry, listEnquiries, setEnquiryStatus } from "./enquiries.repository.ts";
import { findOrder, listOrders, setOrderStatus } from "./orders.repository.ts";
import { deleteSubscriber, listSubscribers } from "./subscribers.repository.ts";

function sendCsv(reply: FastifyReply, kind: string, csv: string) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${csvFileName(kind)}"`)
    .send(csv);
}

/** Enquiries, orders and subscribers: what the site collected, newest first, with CSV exports. */
export const inboxRoutes: FastifyPluginAsyncZod<{ db: AdminDb; wakeOutbox: () => void }> = async (app, { db, wakeOutbox }) => {
  app.get(adminPaths.enquiries, { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const enquiries = await listEnquiries(db, request.query.q);
    if (request.query.format === "json") return { enquiries };
    const rows = enquiries.map((e) => [e.id, e.created_at, e.name, e.email, e.contact_number, e.status]);
    return sendCsv(reply, "enquiries", toCsv(["id", "received_at", "name", "email", "contact_number", "status"], rows));
  });

  app.patch(`${adminPaths.enquiries}/:id`, { schema: { params: idParamsSchema, body: enquiryStatusSchema, response: { 200: enquiryAnswerSchema } } }, async (request) => {
    const { id } = request.params;
    const { status } = request.body;
    const enquiry = await audited(db, request, async (tx) => {
      const before = await findEnquiry(tx, id);
      if (!before) return null;
      await setEnquiryStatus(tx, id, status);
      const after = (await findEnquiry(tx, id))!;
      return { result: after, change: { action: "enquiry.status", target: `enquiry ${id}`, detail: `${before.name}: ${before.status} → ${status}` } };
    });
    if (!enquiry) throw new HttpError(404, adminMessages.enquiryNotFound);
    return { message: adminMessages.statusSaved, enquiry };
  });

  app.get(adminPaths.orders, { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const orders = await listOrders(db, request.query.q);
    if (request.query.format === "json") return { orders };
    const header = ["id", "placed_at", "status", "first_name", "last_name", "email", "phone", "address", "city", "state", "pin_code", "items", "subtotal_inr", "coupon", "discount_inr", "total_inr", "note"];
    const rows = orders.map((o) => [
      o.id, o.created_at, o.status, o.firstName, o.lastName, o.email, o.phone, o.address, o.city, o.state, o.pinCode,
      o.lines.map((l) => `${l.title} x ${l.quantity}`).join("; "),
      o.subtotal.toFixed(2), o.coupon, o.discount.toFixed(2), o.total.toFixed(2), o.note,
    ]);
    return sendCsv(reply, "orders", toCsv(header, rows));
  });

  app.patch(`${adminPaths.orders}/:id`, { schema: { params: idParamsSchema, body: orderStatusSchema, response: { 200: orderAnswerSchema } } }, async (request) => {
    const { id } = request.params;
    const { status } = request.body;
    const order = await audited(db, request, async (tx) => {
      const before = await findOrder(tx, id);
      if (!before) return null;
      await setOrderStatus(tx, id, status);
      const after = (await findOrder(tx, id))!;
      return { result: after, change: { action: "order.status", target: `order ${id}`, detail: `${before.status} → ${status}` } };
    });
    if (!order) throw new HttpError(404, adminMessages.orderNotFound);
    return { message: adminMessages.statusSaved, order };
  });

  app.post(`${adminPaths.orders}/:id/resend-confirmation`, { schema: { params: idParamsSchema, response: { 202: doneSchema } } }, async (request, reply) => {
    const { id } = request.params;
    const sent = await audited(db, request, async (tx) => {
      const order = await findOrder(tx, id);
      if (!order) return null;
      const paise = (rupees: number) => Math.round(rupees * 100);
      await enqueueMessage(
        tx,
        orderConfirmation({
          ...order,
          lines: order.lines.map((l) => ({ title: l.title, quantity: l.quantity, lineTotalPaise: paise(l.lineTotal) })),
          subtotalPaise: paise(order.subtotal),
          discountPaise: paise(order.discount),
          totalPaise: paise(order.total),
        }),
      );
      return { result: true, change: { action: "order.resend-confirmation", target: `order ${id}`, detail: `Confirmation e-mail to ${order.email} queued again` } };
    });
    if (!sent) throw new HttpError(404, adminMessages.orderNotFound);
    wakeOutbox();
    return reply.code(202).send({ message: adminMessages.confirmationQueued });
  });

  app.get(adminPaths.subscribers, { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const subscribers = await listSubscribers(db, request.query.q);
    if (request.query.format === "json") return { subscribers };
    return sendCsv(reply, "subscribers", toCsv(["id", "email", "subscribed_at"], subscribers.map((s) => [s.id, s.email, s.created_at])));
  });

  app.delete(`${adminPaths.subscribers}/:id`, { schema: { params: idParamsSchema, response: { 200: doneSchema } } }, async (request) => {
    const { id } = request.params;
    const removed = await audited(db, request, async (tx) => {
      const email = await deleteSubscriber(tx, id);
      return email === null ? null : { result: email, change: { action: "subscriber.delete", target: `subscriber ${id}`, detail: `Removed ${email} from the mailing list` } };
    });
    if (removed === null) throw new HttpError(404, adminMessages.subscriberNotFound);
    return { message: adminMessages.subscriberRemoved };
  });
};
