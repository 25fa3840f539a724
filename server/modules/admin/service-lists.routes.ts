import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { legalItemIdParamsSchema } from "../../../contract/legal-content/legal-review.schema.ts";
import {
  serviceLegalListsSchema,
  serviceLegalListOneSchema,
  serviceLegalListResponseSchema,
} from "../../../contract/legal-content/service-lists.schema.ts";
import { serviceListAdminPaths, serviceListMessages } from "../../../contract/legal-content/service-lists.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { findServiceLegalList } from "../legal-content/service-lists.repository.ts";
import { editServiceList, serviceListsByReview, previewServiceList } from "../legal-content/service-lists.service.ts";
import { auditTrail } from "../audit/audit-trail.ts";

/**
 * The service pages' legal lists in the console (issue 20): the review list, one page's lists, a
 * preview and the edit, like the guide answers (guides.routes.ts).
 */
export const serviceListsRoutes: FastifyPluginAsyncZod<{ db: Db; maxAgeMonths: number }> = async (
  app,
  { db, maxAgeMonths },
) => {
  app.get(serviceListAdminPaths.lists, { schema: { response: { 200: serviceLegalListsSchema } } }, () =>
    serviceListsByReview(db, maxAgeMonths),
  );

  app.get(
    "/api/admin/service-lists/:id",
    { schema: { params: legalItemIdParamsSchema, response: { 200: serviceLegalListOneSchema } } },
    async (request) => {
      const list = await findServiceLegalList(db, request.params.id);
      if (!list) throw new HttpError(404, serviceListMessages.notFound);
      return { list };
    },
  );

  app.post(
    "/api/admin/service-lists/:id/preview",
    { schema: { params: legalItemIdParamsSchema, response: { 200: serviceLegalListOneSchema } } },
    async (request) => {
      const list = await previewServiceList(db, request.params.id, request.body);
      if (!list) throw new HttpError(404, serviceListMessages.notFound);
      return { list };
    },
  );

  app.patch(
    "/api/admin/service-lists/:id",
    { schema: { params: legalItemIdParamsSchema, response: { 200: serviceLegalListResponseSchema } } },
    async (request) => {
      const list = await editServiceList(
        { db, content: app.content },
        request.params.id,
        request.body,
        auditTrail(request),
      );
      if (!list) throw new HttpError(404, serviceListMessages.notFound);
      return { message: serviceListMessages.saved, list };
    },
  );
};
