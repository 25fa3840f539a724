import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guideAnswerPreviewSchema } from "../../../contract/legal-content/guides.schema.ts";
import { guideMessages } from "../../../contract/legal-content/guides.ts";
import {
  guideTranslationLanguageSchema,
  guideTranslationMessages,
  guideTranslationParamsSchema,
  guideTranslationResponseSchema,
  guideTranslationReviewsSchema,
  guideTranslationSchema,
} from "../../../contract/legal-content/guide-translations.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import {
  editTranslation,
  guideTranslation,
  previewTranslation,
  translationReviews,
} from "../legal-content/guide-translations.service.ts";
import { auditTrail } from "../audit/audit-trail.ts";

/**
 * The guide answers' Hindi in the console (issue 29): the English answer with its translation and
 * the review flag, a preview and the edit (the same rules as the English answer's), and the list of
 * translations whose English changed since they were saved.
 */
export const guideTranslationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/admin/guide-translations/:language/reviews",
    { schema: { params: guideTranslationLanguageSchema, response: { 200: guideTranslationReviewsSchema } } },
    (request) => translationReviews(db, request.params.language),
  );

  app.get(
    "/api/admin/guide-answers/:id/:language",
    { schema: { params: guideTranslationParamsSchema, response: { 200: guideTranslationSchema } } },
    async (request) => {
      const pair = await guideTranslation(db, request.params.id, request.params.language);
      if (!pair) throw new HttpError(404, guideMessages.notFound);
      return pair;
    },
  );

  // The body is read by the service (the English answer's messages and sanitizer), so no body schema.
  app.post(
    "/api/admin/guide-answers/:id/:language/preview",
    { schema: { params: guideTranslationParamsSchema, response: { 200: guideAnswerPreviewSchema } } },
    async (request) => {
      const answer = await previewTranslation(db, request.params.id, request.params.language, request.body);
      if (!answer) throw new HttpError(404, guideMessages.notFound);
      return { answer };
    },
  );

  app.patch(
    "/api/admin/guide-answers/:id/:language",
    { schema: { params: guideTranslationParamsSchema, response: { 200: guideTranslationResponseSchema } } },
    async (request) => {
      const pair = await editTranslation(
        { db, content: app.content },
        request.params.id,
        request.params.language,
        request.body,
        auditTrail(request),
      );
      if (!pair) throw new HttpError(404, guideMessages.notFound);
      return { message: guideTranslationMessages.saved, ...pair };
    },
  );
};
