import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { doneSchema, idParamsSchema } from "../../../contract/console/admin.schema.ts";
import { redirectMessages, redirectPaths } from "../../../contract/console/redirects.ts";
import { redirectCreateSchema, redirectListSchema } from "../../../contract/console/redirects.schema.ts";
import type { Db } from "../../db/connection.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { HttpError } from "../../http-error.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import { editorOf } from "../auth/editor-guard.ts";
import { checkRedirect } from "./redirect-rules.ts";
import { deleteRedirect, insertRedirect, listRedirects } from "./redirects.repository.ts";

/**
 * The redirect list in the console, owners only (decision 108). A change reaches this instance's
 * list before the answer, and the others' through the content bus.
 */
export const redirectsRoutes: FastifyPluginAsyncZod<{ db: Db; origin: string }> = async (app, { db, origin }) => {
  app.addHook("onRequest", app.requireOwner);
  const changed = async () => {
    app.content.changed("redirects");
    await app.redirects.loaded();
  };

  app.get(redirectPaths.redirects, { schema: { response: { 200: redirectListSchema } } }, async () => ({
    redirects: await listRedirects(db),
  }));

  app.post(
    redirectPaths.redirects,
    { schema: { body: redirectCreateSchema, response: { 201: doneSchema } } },
    async (request, reply) => {
      await app.redirects.loaded();
      const { from, to } = checkRedirect(request.body.from, request.body.to, app.redirects.targets, origin);
      const record = auditTrail(request);
      try {
        await db.transaction().execute(async (tx) => {
          await insertRedirect(tx, { from, to, at: new Date().toISOString(), by: editorOf(request) });
          await record(tx, { action: "redirect.add", target: from, detail: `${from} → ${to}` });
        });
      } catch (err) {
        // Another instance added the same old address a moment ago.
        if (isUniqueViolation(err))
          throw new HttpError(409, redirectMessages.exists, { from: redirectMessages.exists });
        throw err;
      }
      await changed();
      return reply.code(201).send({ message: redirectMessages.added });
    },
  );

  app.delete(
    "/api/admin/redirects/:id",
    { schema: { params: idParamsSchema, response: { 200: doneSchema } } },
    async (request) => {
      const record = auditTrail(request);
      const removed = await db.transaction().execute(async (tx) => {
        const from = await deleteRedirect(tx, request.params.id);
        if (from) await record(tx, { action: "redirect.delete", target: from, detail: `Deleted ${from}` });
        return from;
      });
      if (!removed) throw new HttpError(404, redirectMessages.notFound);
      await changed();
      return { message: redirectMessages.deleted };
    },
  );
};
