import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { genericMessages } from "../../../contract/api/errors.ts";
import type { Db } from "../../db/connection.ts";
import { errorBody } from "../../http-error.ts";
import { orderKeyMatches } from "../orders/order-key.ts";
import { findOrder } from "../orders/orders.repository.ts";
import { documentFileName } from "./invoice-email.ts";
import { invoicePdf, orderCreditNotePdf } from "./invoice-pdf.ts";
import { invoiceLines, invoiceOf } from "./issued-invoice.ts";

const orderSchema = {
  params: z.object({ id: z.coerce.number() }),
  querystring: z.object({ key: z.optional(z.string()) }),
};

/**
 * `GET /orders/{id}/invoice.pdf?key=…`: the paid order's tax invoice as a PDF, and
 * `GET /orders/{id}/credit-note.pdf?key=…`: a refunded order's credit note; 404 without the order's key.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const pdf = (reply: FastifyReply, name: string, bytes: Buffer) =>
    reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "private, no-store")
      .header("referrer-policy", "no-referrer")
      .send(bytes);
  const invoicedOrder = async (id: number, key: string | undefined) => {
    const order = Number.isSafeInteger(id) && id > 0 ? await findOrder(db, id) : null;
    const invoice = order && orderKeyMatches(order.accessKey, key ?? "") ? invoiceOf(order) : null;
    return order && invoice ? { order, invoice } : null;
  };

  app.get("/orders/:id/invoice.pdf", { schema: orderSchema }, async (request, reply) => {
    const found = await invoicedOrder(request.params.id, request.query.key);
    if (!found) return reply.code(404).send(errorBody(genericMessages.notFound));
    const { order, invoice } = found;
    return pdf(reply, documentFileName("invoice", invoice.number), await invoicePdf(invoice, invoiceLines(order)));
  });

  app.get("/orders/:id/credit-note.pdf", { schema: orderSchema }, async (request, reply) => {
    const found = await invoicedOrder(request.params.id, request.query.key);
    const { creditNoteNumber: number, creditNoteDate: date } = found?.order ?? {};
    if (!found || !number || !date) return reply.code(404).send(errorBody(genericMessages.notFound));
    return pdf(
      reply,
      documentFileName("credit-note", number),
      await orderCreditNotePdf({ number, date }, found.invoice, invoiceLines(found.order)),
    );
  });
};
