import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminMessages, adminPaths } from "../../../contract/console/admin.ts";
import {
  auditListSchema,
  doneSchema,
  editorCreateSchema,
  editorListSchema,
  editorRoleSchema,
  meSchema,
  mobileParamsSchema,
} from "../../../contract/console/admin.schema.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { addEditor, changeRole, endSessions, listEditorsWithSessions, removeEditor } from "../auth/editors.service.ts";
import { editorOf } from "../auth/editor-guard.ts";
import { listAudit } from "../audit/audit.repository.ts";
import { auditTrail } from "../audit/audit-trail.ts";

/**
 * Who may log in and publish, with their roles (owners only, decision 101), and the log of every
 * change made from the console.
 */
export const editorsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(adminPaths.me, { config: { authors: true }, schema: { response: { 200: meSchema } } }, async (request) => ({
    mobile: editorOf(request),
    role: request.editor!.role,
  }));

  app.get(
    adminPaths.editors,
    { onRequest: app.requireOwner, schema: { response: { 200: editorListSchema } } },
    async () => ({
      editors: await listEditorsWithSessions(db),
    }),
  );

  app.post(
    adminPaths.editors,
    { onRequest: app.requireOwner, schema: { body: editorCreateSchema, response: { 201: doneSchema } } },
    async (request, reply) => {
      const role = request.body.role ?? "editor";
      if (!(await addEditor(db, request.body.mobile, auditTrail(request), new Date(), role)))
        throw new HttpError(409, adminMessages.editorExists);
      return reply.code(201).send({ message: adminMessages.editorAdded });
    },
  );

  app.patch(
    `${adminPaths.editors}/:mobile`,
    {
      onRequest: app.requireOwner,
      schema: { params: mobileParamsSchema, body: editorRoleSchema, response: { 200: doneSchema } },
    },
    async (request) => {
      if (!(await changeRole(db, request.params.mobile, request.body.role, auditTrail(request))))
        throw new HttpError(404, adminMessages.editorNotFound);
      return { message: adminMessages.roleSaved };
    },
  );

  app.delete(
    `${adminPaths.editors}/:mobile`,
    { onRequest: app.requireOwner, schema: { params: mobileParamsSchema, response: { 200: doneSchema } } },
    async (request) => {
      const { mobile } = request.params;
      // Removing yourself would end the very session doing it and could leave no editor at all.
      if (mobile === editorOf(request)) throw new HttpError(409, adminMessages.cannotRemoveSelf);
      if (!(await removeEditor(db, mobile, auditTrail(request))))
        throw new HttpError(404, adminMessages.editorNotFound);
      return { message: adminMessages.editorRemoved };
    },
  );

  // Lost device or token: every session of the editor ends, the caller's own excepted.
  app.delete(
    `${adminPaths.editors}/:mobile/sessions`,
    { onRequest: app.requireOwner, schema: { params: mobileParamsSchema, response: { 200: doneSchema } } },
    async (request) => {
      editorOf(request);
      await endSessions(db, request.params.mobile, request.editor!.tokenHash, auditTrail(request));
      return { message: adminMessages.sessionsEnded };
    },
  );

  app.get(adminPaths.audit, { schema: { response: { 200: auditListSchema } } }, async () => ({
    entries: await listAudit(db),
  }));
};
