import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  guideAnswerListSchema,
  guideAnswerPreviewSchema,
  guideAnswerResponseSchema,
} from "../../../contract/legal-content/guides.schema.ts";
import { guideAdminPaths, guideMessages } from "../../../contract/legal-content/guides.ts";
import { legalItemIdParamsSchema } from "../../../contract/legal-content/legal-review.schema.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { findGuideAnswer } from "../legal-content/guides.repository.ts";
import { answersByReview, editGuideAnswer, previewGuideAnswer } from "../legal-content/guides.service.ts";
import { auditTrail } from "../audit/audit-trail.ts";

/**
 * The guide answers in the console (issue 20): the review list (oldest review first, stale ones
 * flagged), one answer, a preview of an edit and the edit itself. The body is JSON; the guides
 * service sanitizes it, checks the review date and sources, records before and after in the audit
 * log and drops the cached pages.
 */
export const guidesRoutes: FastifyPluginAsyncZod<{ db: Db; maxAgeMonths: number }> = async (
  app,
  { db, maxAgeMonths },
) => {
  app.get(guideAdminPaths.answers, { schema: { response: { 200: guideAnswerListSchema } } }, () =>
    answersByReview(db, maxAgeMonths),
  );

  app.get(
    "/api/admin/guide-answers/:id",
    { schema: { params: legalItemIdParamsSchema, response: { 200: guideAnswerPreviewSchema } } },
    async (request) => {
      const answer = await findGuideAnswer(db, request.params.id);
      if (!answer) throw new HttpError(404, guideMessages.notFound);
      return { answer };
    },
  );

  // The body is read by the service (its messages, its sanitizer), so no body schema here.
  app.post(
    "/api/admin/guide-answers/:id/preview",
    { schema: { params: legalItemIdParamsSchema, response: { 200: guideAnswerPreviewSchema } } },
    async (request) => {
      const answer = await previewGuideAnswer(db, request.params.id, request.body);
      if (!answer) throw new HttpError(404, guideMessages.notFound);
      return { answer };
    },
  );

  app.patch(
    "/api/admin/guide-answers/:id",
    { schema: { params: legalItemIdParamsSchema, response: { 200: guideAnswerResponseSchema } } },
    async (request) => {
      const answer = await editGuideAnswer(
        { db, content: app.content },
        request.params.id,
        request.body,
        auditTrail(request),
      );
      if (!answer) throw new HttpError(404, guideMessages.notFound);
      return { message: guideMessages.saved, answer };
    },
  );
};
