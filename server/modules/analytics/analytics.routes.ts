import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analyticsPaths, conversionKinds, type AnalyticsDetail } from "../../../contract/console/analytics.ts";
import { analyticsDetailSchema, analyticsQuerySchema } from "../../../contract/console/analytics.schema.ts";
import type { Db } from "../../db/connection.ts";
import { csvFileName, toCsv } from "../admin/csv.ts";
import { analyticsDetail, analyticsReport } from "./analytics.service.ts";

/** A table's rows for the CSV: its visitors and conversions, then each kind's conversions in its own column. */
const withKinds = (table: string, rows: AnalyticsDetail["sources"]) =>
  rows.map((row) => [
    table,
    row.key,
    "",
    row.visitors,
    row.conversions,
    ...conversionKinds.map((kind) => row.byKind[kind]),
  ]);

/** The console's analytics (issue 30): the report (JSON, or the dashboard's tables as CSV) and the dashboard's detail. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(analyticsPaths.report, { schema: { querystring: analyticsQuerySchema } }, async (request, reply) => {
    const { from, to, format } = request.query;
    const report = await analyticsReport(db, from, to);
    if (format === "json") return report;
    const detail = await analyticsDetail(db, from, to);
    const rows: (string | number)[][] = [
      ...detail.days.map((d) => ["day", d.day, d.views, d.visitors, ""]),
      ...report.pages.map((p) => ["page", p.path, p.views, p.visitors, ""]),
      ...withKinds("source", detail.sources),
      ...withKinds("landing page", detail.landingPages),
      ...detail.referrers.map((r) => ["referrer", r.key, "", r.visitors, ""]),
      ...withKinds("campaign", detail.campaigns),
      ...detail.tools.map((t) => ["tool runs", t.path, t.runs, "", ""]),
      ...Object.entries(report.conversions).map(([kind, n]) => ["conversions", kind, "", "", n]),
    ];
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${csvFileName("analytics")}"`)
      .send(toCsv(["table", "key", "views", "visitors", "conversions", ...conversionKinds], rows));
  });

  app.get(
    analyticsPaths.detail,
    { schema: { querystring: analyticsQuerySchema, response: { 200: analyticsDetailSchema } } },
    async (request) => analyticsDetail(db, request.query.from, request.query.to),
  );
};
