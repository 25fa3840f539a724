import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { adminMessages, adminPaths } from "../../../contract/console/admin.ts";
import {
  enquiryAnswerSchema,
  idParamsSchema,
  listQuerySchema,
  morningViewSchema,
} from "../../../contract/console/admin.schema.ts";
import {
  enquiryChangeSchema,
  enquiryFilterSchema,
  enquiryNoteRequestSchema,
  morningQuerySchema,
} from "../../../contract/console/leads.schema.ts";
import { leadsMessages, leadsPaths } from "../../../contract/console/leads.ts";
import { indiaToday } from "../../../contract/rules/calendar-dates.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import { editorOf } from "../auth/editor-guard.ts";
import { csvFileName, toCsv } from "../admin/csv.ts";
import { listEnquiries } from "./enquiries.repository.ts";
import { addEnquiryNote, changeEnquiry, morningView } from "./pipeline.service.ts";

/**
 * The console's enquiries (issue 30): the filtered list (JSON or CSV), a change of stage, owner or
 * follow-up, a note, and an owner's morning. Registered inside the console's scope (editors only).
 */
export const enquiriesAdminRoutes: FastifyPluginAsyncZod<{ db: Db; wakeOutbox: () => void }> = async (
  app,
  { db, wakeOutbox },
) => {
  app.get(
    adminPaths.enquiries,
    { schema: { querystring: z.extend(listQuerySchema, enquiryFilterSchema.shape) } },
    async (request, reply) => {
      const { q, format, stage, owner, source, overdue } = request.query;
      const enquiries = await listEnquiries(db, {
        q,
        stage,
        owner,
        source,
        overdueBefore: overdue ? indiaToday() : undefined,
      });
      if (format === "json") return { enquiries };
      const header = [
        "id",
        "received_at",
        "name",
        "email",
        "contact_number",
        "status",
        "message",
        "owner",
        "next_follow_up",
        "lost_reason",
        "monthly_value_inr",
        "company",
        "state",
        "employees",
        "service",
        "origin",
        "landing_path",
        "referrer",
        "utm_source",
        "utm_medium",
        "utm_campaign",
      ];
      const rows = enquiries.map((e) => [
        e.id,
        e.created_at,
        e.name,
        e.email,
        e.contact_number,
        e.status,
        e.message ?? "",
        e.owner,
        e.nextFollowUp,
        e.lostReason,
        e.monthlyValue?.toFixed(2) ?? "",
        e.company,
        e.state,
        e.employees,
        e.service,
        e.origin,
        e.source.landingPath,
        e.source.referrer,
        e.source.utmSource,
        e.source.utmMedium,
        e.source.utmCampaign,
      ]);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFileName("enquiries")}"`)
        .send(toCsv(header, rows));
    },
  );

  app.get(
    leadsPaths.morning,
    { schema: { querystring: morningQuerySchema, response: { 200: morningViewSchema } } },
    async (request) => morningView(db, request.query.owner ?? editorOf(request)),
  );

  app.patch(
    `${adminPaths.enquiries}/:id`,
    { schema: { params: idParamsSchema, body: enquiryChangeSchema, response: { 200: enquiryAnswerSchema } } },
    async (request) => {
      const enquiry = await changeEnquiry(db, request.params.id, request.body, editorOf(request), auditTrail(request));
      if (!enquiry) throw new HttpError(404, adminMessages.enquiryNotFound);
      wakeOutbox();
      return { message: leadsMessages.saved, enquiry };
    },
  );

  app.post(
    `${adminPaths.enquiries}/:id/notes`,
    { schema: { params: idParamsSchema, body: enquiryNoteRequestSchema, response: { 201: enquiryAnswerSchema } } },
    async (request, reply) => {
      const enquiry = await addEnquiryNote(
        db,
        request.params.id,
        request.body.text,
        editorOf(request),
        auditTrail(request),
      );
      if (!enquiry) throw new HttpError(404, adminMessages.enquiryNotFound);
      return reply.code(201).send({ message: leadsMessages.noteSaved, enquiry });
    },
  );
};
