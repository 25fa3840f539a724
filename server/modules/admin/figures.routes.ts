import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { figureAdminPaths, figureMessages } from "../../../contract/legal-content/legal-figures.ts";
import {
  dueDateSavedSchema,
  figureSavedSchema,
  figuresListSchema,
} from "../../../contract/legal-content/legal-figures.schema.ts";
import type { Db } from "../../db/connection.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import { editorOf } from "../auth/editor-guard.ts";
import { addDueDateChange, addFigureEntry, figuresList } from "../legal-figures/figures.service.ts";

/**
 * The legal figures in the console (issue 27, decision 084): the list of every figure with what
 * applies today, what is scheduled and what applied before, a new value from a date, and one
 * period's due date moved. The body
 * is read by the service (its messages); the entry, its /updates line and its audit record are
 * written together.
 */
export const figuresRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(figureAdminPaths.figures, { schema: { response: { 200: figuresListSchema } } }, () => figuresList(db));

  app.post(figureAdminPaths.figures, { schema: { response: { 201: figureSavedSchema } } }, async (request, reply) => {
    const entry = await addFigureEntry(
      { db, content: app.content },
      request.body,
      editorOf(request),
      auditTrail(request),
    );
    return reply.code(201).send({ message: figureMessages.saved, entry });
  });

  app.post(
    figureAdminPaths.dueDateChanges,
    { schema: { response: { 201: dueDateSavedSchema } } },
    async (request, reply) => {
      const change = await addDueDateChange(
        { db, content: app.content },
        request.body,
        editorOf(request),
        auditTrail(request),
      );
      return reply.code(201).send({ message: figureMessages.dueDateSaved, change });
    },
  );
};
