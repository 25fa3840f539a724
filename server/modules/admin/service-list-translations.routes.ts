import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serviceLegalListOneSchema } from "../../../contract/legal-content/service-lists.schema.ts";
import { serviceListMessages } from "../../../contract/legal-content/service-lists.ts";
import { guideTranslationLanguageSchema } from "../../../contract/legal-content/guide-translations.ts";
import {
  serviceListTranslationMessages,
  serviceListTranslationReviewsSchema,
  serviceListTranslationParamsSchema,
  serviceListTranslationResponseSchema,
  serviceListTranslationSchema,
} from "../../../contract/legal-content/service-list-translations.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import {
  editListTranslation,
  listTranslationReviews,
  previewListTranslation,
  serviceListTranslation,
} from "../legal-content/service-list-translations.service.ts";
import { auditTrail } from "../audit/audit-trail.ts";

/**
 * The service pages' legal lists in Hindi in the console (issue 29): the English lists with their
 * translation and the review flag, a preview and the edit (the English lists' rules), as
 * guide-translations.routes.ts does for the guide answers, and the list of translations whose
 * English changed since they were saved.
 */
export const serviceListTranslationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/admin/service-list-translations/:language/reviews",
    { schema: { params: guideTranslationLanguageSchema, response: { 200: serviceListTranslationReviewsSchema } } },
    (request) => listTranslationReviews(db, request.params.language),
  );

  app.get(
    "/api/admin/service-lists/:slug/:language",
    { schema: { params: serviceListTranslationParamsSchema, response: { 200: serviceListTranslationSchema } } },
    async (request) => {
      const pair = await serviceListTranslation(db, request.params.slug, request.params.language);
      if (!pair) throw new HttpError(404, serviceListMessages.notFound);
      return pair;
    },
  );

  // The body is read by the service (the English lists' schema and messages), so no body schema.
  app.post(
    "/api/admin/service-lists/:slug/:language/preview",
    { schema: { params: serviceListTranslationParamsSchema, response: { 200: serviceLegalListOneSchema } } },
    async (request) => {
      const list = await previewListTranslation(db, request.params.slug, request.params.language, request.body);
      if (!list) throw new HttpError(404, serviceListMessages.notFound);
      return { list };
    },
  );

  app.patch(
    "/api/admin/service-lists/:slug/:language",
    { schema: { params: serviceListTranslationParamsSchema, response: { 200: serviceListTranslationResponseSchema } } },
    async (request) => {
      const pair = await editListTranslation(
        { db, content: app.content },
        request.params.slug,
        request.params.language,
        request.body,
        auditTrail(request),
      );
      if (!pair) throw new HttpError(404, serviceListMessages.notFound);
      return { message: serviceListTranslationMessages.saved, ...pair };
    },
  );
};
