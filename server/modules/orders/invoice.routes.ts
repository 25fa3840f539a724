import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { genericMessages } from "../../../contract/errors.ts";
import type { Db } from "../../db/connection.ts";
import { errorBody } from "../../http-error.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { orderPageFor, type DownloadRules } from "./order-page.ts";

/** `GET /orders/{id}/invoice.pdf?key=…`: the paid order's tax invoice as a PDF; 404 without the order's key. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db; downloads: DownloadRules }> = async (
  app,
  { db, downloads },
) => {
  app.get(
    "/orders/:id/invoice.pdf",
    { schema: { params: z.object({ id: z.coerce.number() }), querystring: z.object({ key: z.optional(z.string()) }) } },
    async (request, reply) => {
      const page = await orderPageFor(db, request.params.id, request.query.key ?? "", downloads);
      if (!page?.invoice) return reply.code(404).send(errorBody(genericMessages.notFound));
      const name = `invoice-${page.invoice.number.replace(/\//g, "-")}.pdf`;
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .header("referrer-policy", "no-referrer")
        .send(invoicePdf(page.invoice, page.lines));
    },
  );
};
