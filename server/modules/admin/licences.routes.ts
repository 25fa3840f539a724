import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { legalItemIdParamsSchema } from "../../../contract/legal-content/legal-review.schema.ts";
import {
  licenceRowListSchema,
  licenceRowOneSchema,
  licenceRowResponseSchema,
} from "../../../contract/legal-content/licence-rows.schema.ts";
import { licenceAdminPaths, licenceMessages } from "../../../contract/legal-content/licence-rows.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { findLicenceRow } from "../legal-content/licences.repository.ts";
import { editLicenceRow, licenceRowsByReview, previewLicenceRow } from "../legal-content/licences.service.ts";
import { auditTrail } from "../audit/audit-trail.ts";

/**
 * The licence directory in the console (issue 20): the review list, one row, a preview and the
 * edit, like the guide answers (guides.routes.ts).
 */
export const licencesRoutes: FastifyPluginAsyncZod<{ db: Db; maxAgeMonths: number }> = async (
  app,
  { db, maxAgeMonths },
) => {
  app.get(licenceAdminPaths.rows, { schema: { response: { 200: licenceRowListSchema } } }, () =>
    licenceRowsByReview(db, maxAgeMonths),
  );

  app.get(
    "/api/admin/licence-rows/:id",
    { schema: { params: legalItemIdParamsSchema, response: { 200: licenceRowOneSchema } } },
    async (request) => {
      const row = await findLicenceRow(db, request.params.id);
      if (!row) throw new HttpError(404, licenceMessages.notFound);
      return { row };
    },
  );

  app.post(
    "/api/admin/licence-rows/:id/preview",
    { schema: { params: legalItemIdParamsSchema, response: { 200: licenceRowOneSchema } } },
    async (request) => {
      const row = await previewLicenceRow(db, request.params.id, request.body);
      if (!row) throw new HttpError(404, licenceMessages.notFound);
      return { row };
    },
  );

  app.patch(
    "/api/admin/licence-rows/:id",
    { schema: { params: legalItemIdParamsSchema, response: { 200: licenceRowResponseSchema } } },
    async (request) => {
      const row = await editLicenceRow(
        { db, content: app.content },
        request.params.id,
        request.body,
        auditTrail(request),
      );
      if (!row) throw new HttpError(404, licenceMessages.notFound);
      return { message: licenceMessages.saved, row };
    },
  );
};
