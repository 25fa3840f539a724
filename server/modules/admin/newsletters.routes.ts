import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { doneSchema, idParamsSchema } from "../../../contract/console/admin.schema.ts";
import { newsletterMessages, newsletterPaths } from "../../../contract/console/newsletters.ts";
import {
  newsletterAnswerSchema,
  newsletterDraftSchema,
  newsletterListSchema,
  newsletterPreviewSchema,
  newsletterRecipientListSchema,
  newsletterSchema,
  newsletterTestSchema,
} from "../../../contract/console/newsletters.schema.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { HttpError } from "../../http-error.ts";
import { jobNames } from "../../jobs/job-names.ts";
import { findNewsletter, listNewsletters, listRecipients } from "../newsletters/newsletters.repository.ts";
import {
  createNewsletter,
  newsletterLinks,
  previewNewsletter,
  removeNewsletter,
  sendTest,
  sendToSubscribers,
  updateNewsletter,
} from "../newsletters/newsletters.service.ts";
import { countActiveSubscribers } from "../subscribers/subscribers.repository.ts";
import { editorOf } from "../auth/editor-guard.ts";
import { auditTrail } from "../audit/audit-trail.ts";

const notFound = () => new HttpError(404, newsletterMessages.notFound);

/** Newsletters: drafts, preview, a test to the editor, sending to confirmed subscribers, progress. */
export const newslettersRoutes: FastifyPluginAsyncZod<{ db: Db; env: Env }> = async (app, { db, env }) => {
  const links = newsletterLinks(env);
  const one = `${newsletterPaths.list}/:id`;

  app.get(newsletterPaths.list, { schema: { response: { 200: newsletterListSchema } } }, async () => ({
    newsletters: await listNewsletters(db),
    activeSubscribers: await countActiveSubscribers(db),
  }));

  app.post(
    newsletterPaths.list,
    { schema: { body: newsletterDraftSchema, response: { 201: newsletterAnswerSchema } } },
    async (request, reply) => {
      const newsletter = await createNewsletter(db, request.body, editorOf(request), auditTrail(request));
      return reply.code(201).send({ message: newsletterMessages.saved, newsletter });
    },
  );

  app.get(one, { schema: { params: idParamsSchema, response: { 200: newsletterSchema } } }, async (request) => {
    const newsletter = await findNewsletter(db, request.params.id);
    if (!newsletter) throw notFound();
    return newsletter;
  });

  app.patch(
    one,
    { schema: { params: idParamsSchema, body: newsletterDraftSchema, response: { 200: newsletterAnswerSchema } } },
    async (request) => {
      const newsletter = await updateNewsletter(db, request.params.id, request.body, auditTrail(request));
      if (!newsletter) throw notFound();
      return { message: newsletterMessages.saved, newsletter };
    },
  );

  app.delete(one, { schema: { params: idParamsSchema, response: { 200: doneSchema } } }, async (request) => {
    if (!(await removeNewsletter(db, request.params.id, auditTrail(request)))) throw notFound();
    return { message: newsletterMessages.deleted };
  });

  app.get(
    `${one}/preview`,
    { schema: { params: idParamsSchema, response: { 200: newsletterPreviewSchema } } },
    async (request) => {
      const preview = await previewNewsletter(db, request.params.id, links);
      if (!preview) throw notFound();
      return preview;
    },
  );

  app.post(
    `${one}/test`,
    { schema: { params: idParamsSchema, body: newsletterTestSchema, response: { 202: doneSchema } } },
    async (request, reply) => {
      if (!(await sendTest(db, request.params.id, request.body.email, links, auditTrail(request)))) throw notFound();
      app.outboxWorker.wake();
      return reply.code(202).send({ message: newsletterMessages.testQueued });
    },
  );

  app.post(
    `${one}/send`,
    { schema: { params: idParamsSchema, response: { 202: newsletterAnswerSchema } } },
    async (request, reply) => {
      const newsletter = await sendToSubscribers(db, request.params.id, auditTrail(request));
      if (!newsletter) throw notFound();
      app.jobs.wake(jobNames.newsletters);
      return reply.code(202).send({ message: newsletterMessages.sendingStarted, newsletter });
    },
  );

  app.get(
    `${one}/recipients`,
    { schema: { params: idParamsSchema, response: { 200: newsletterRecipientListSchema } } },
    async (request) => {
      if (!(await findNewsletter(db, request.params.id))) throw notFound();
      return { recipients: await listRecipients(db, request.params.id) };
    },
  );
};
