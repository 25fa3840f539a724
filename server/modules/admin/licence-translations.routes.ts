import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guideTranslationLanguageSchema } from "../../../contract/legal-content/guide-translations.ts";
import { licenceRowOneSchema } from "../../../contract/legal-content/licence-rows.schema.ts";
import { licenceMessages } from "../../../contract/legal-content/licence-rows.ts";
import {
  licenceTranslationMessages,
  licenceTranslationParamsSchema,
  licenceTranslationResponseSchema,
  licenceTranslationReviewsSchema,
  licenceTranslationSchema,
} from "../../../contract/legal-content/licence-translations.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import {
  editLicenceTranslation,
  licenceTranslation,
  licenceTranslationReviews,
  previewLicenceTranslation,
} from "../legal-content/licence-translations.service.ts";
import { auditTrail } from "../audit/audit-trail.ts";

/**
 * The licence directory's rows in Hindi in the console (issue 29, decision 126): the English row
 * with its translation and the review flag, a preview and the edit (the English rows' rules), as
 * service-list-translations.routes.ts does for the service lists, and the list of translations
 * whose English changed since they were saved.
 */
export const licenceTranslationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/admin/licence-translations/:language/reviews",
    { schema: { params: guideTranslationLanguageSchema, response: { 200: licenceTranslationReviewsSchema } } },
    (request) => licenceTranslationReviews(db, request.params.language),
  );

  app.get(
    "/api/admin/licence-rows/:id/:language",
    { schema: { params: licenceTranslationParamsSchema, response: { 200: licenceTranslationSchema } } },
    async (request) => {
      const pair = await licenceTranslation(db, request.params.id, request.params.language);
      if (!pair) throw new HttpError(404, licenceMessages.notFound);
      return pair;
    },
  );

  // The body is read by the service (the English rows' schema and messages), so no body schema.
  app.post(
    "/api/admin/licence-rows/:id/:language/preview",
    { schema: { params: licenceTranslationParamsSchema, response: { 200: licenceRowOneSchema } } },
    async (request) => {
      const row = await previewLicenceTranslation(db, request.params.id, request.params.language, request.body);
      if (!row) throw new HttpError(404, licenceMessages.notFound);
      return { row };
    },
  );

  app.patch(
    "/api/admin/licence-rows/:id/:language",
    { schema: { params: licenceTranslationParamsSchema, response: { 200: licenceTranslationResponseSchema } } },
    async (request) => {
      const pair = await editLicenceTranslation(
        { db, content: app.content },
        request.params.id,
        request.params.language,
        request.body,
        auditTrail(request),
      );
      if (!pair) throw new HttpError(404, licenceMessages.notFound);
      return { message: licenceTranslationMessages.saved, ...pair };
    },
  );
};
