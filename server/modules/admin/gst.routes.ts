import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { billingPaths } from "../../../contract/console/billing.ts";
import { gstr1QuerySchema } from "../../../contract/console/billing.schema.ts";
import type { Db } from "../../db/connection.ts";
import { gstDocuments, gstr1For } from "../invoices/gstr1.service.ts";
import { portalDate } from "../invoices/gstr1.ts";
import { toCsv } from "./csv.ts";

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * `GET /api/admin/gst/gstr1?period=YYYY-MM|YYYY-Qn`: the GSTR-1 JSON for the offline tool, or with
 * `format=csv` the register of the same invoices and credit notes, one row each, for the accountant.
 */
export const gstRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(billingPaths.gstr1, { schema: { querystring: gstr1QuerySchema } }, async (request, reply) => {
    const { period, format } = request.query;
    if (format === "json") {
      return reply
        .header("content-disposition", `attachment; filename="gstr1-${period}.json"`)
        .send(await gstr1For(db, period));
    }
    const rows = (await gstDocuments(db, period)).map((doc) => {
      const sum = (pick: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise") =>
        rupees(doc.lines.reduce((total, line) => total + line[pick], 0));
      return [
        doc.kind === "invoice" ? "Tax invoice" : "Credit note",
        doc.number,
        portalDate(doc.date),
        doc.against?.number ?? "",
        doc.buyerName,
        doc.buyerGstin ?? "",
        doc.supplyState,
        sum("taxablePaise"),
        sum("cgstPaise"),
        sum("sgstPaise"),
        sum("igstPaise"),
        rupees(doc.totalPaise),
      ];
    });
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="gst-register-${period}.csv"`)
      .send(
        toCsv(
          [
            "type",
            "number",
            "date",
            "against_invoice",
            "buyer",
            "gstin",
            "place_of_supply",
            "taxable",
            "cgst",
            "sgst",
            "igst",
            "total",
          ],
          rows,
        ),
      );
  });
};
