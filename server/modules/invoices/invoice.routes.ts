import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { genericMessages } from "../../../contract/api/errors.ts";
import type { Db } from "../../db/connection.ts";
import { errorBody } from "../../http-error.ts";
import { orderKeyMatches } from "../orders/order-key.ts";
import { findOrder } from "../orders/orders.repository.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { invoiceLines, invoiceOf } from "./issued-invoice.ts";

/** `GET /orders/{id}/invoice.pdf?key=…`: the paid order's tax invoice as a PDF; 404 without the order's key. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/orders/:id/invoice.pdf",
    { schema: { params: z.object({ id: z.coerce.number() }), querystring: z.object({ key: z.optional(z.string()) }) } },
    async (request, reply) => {
      const { id } = request.params;
      const order = Number.isSafeInteger(id) && id > 0 ? await findOrder(db, id) : null;
      const invoice = order && orderKeyMatches(order.accessKey, request.query.key ?? "") ? invoiceOf(order) : null;
      if (!order || !invoice) return reply.code(404).send(errorBody(genericMessages.notFound));
      const name = `invoice-${invoice.number.replace(/\//g, "-")}.pdf`;
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .header("referrer-policy", "no-referrer")
        .send(await invoicePdf(invoice, invoiceLines(order)));
    },
  );
};
