import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataSubjectFrom, privacyMessages, privacyPaths, type DataSubject } from "../../../contract/console/privacy.ts";
import {
  dataSubjectQuerySchema,
  erasureAnswerSchema,
  personalDataSchema,
} from "../../../contract/console/privacy.schema.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { erasePersonalData, exportPersonalData, findPersonalData } from "../privacy/privacy.service.ts";
import { auditTrail } from "../audit/audit-trail.ts";

function subjectOf(q: string): DataSubject {
  const who = dataSubjectFrom(q);
  if (!who) throw new HttpError(400, privacyMessages.invalidSubject, { q: privacyMessages.invalidSubject });
  return who;
}

/**
 * Data rights (decision 015): everything stored about an e-mail address or mobile, its export as
 * a JSON file and its erasure; the export and the erasure are written to the audit log.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Data requests are the owners' (decision 101).
  app.addHook("onRequest", app.requireOwner);
  app.get(
    privacyPaths.find,
    { schema: { querystring: dataSubjectQuerySchema, response: { 200: personalDataSchema } } },
    async (request) => findPersonalData(db, subjectOf(request.query.q)),
  );

  app.get(
    privacyPaths.export,
    { schema: { querystring: dataSubjectQuerySchema, response: { 200: personalDataSchema } } },
    async (request, reply) => {
      const data = await exportPersonalData(db, subjectOf(request.query.q), auditTrail(request));
      const date = data.generatedAt.slice(0, 10);
      return reply.header("content-disposition", `attachment; filename="personal-data-${date}.json"`).send(data);
    },
  );

  app.post(
    privacyPaths.erase,
    { schema: { body: dataSubjectQuerySchema, response: { 200: erasureAnswerSchema } } },
    async (request) => erasePersonalData(db, subjectOf(request.body.q), auditTrail(request)),
  );
};
