import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminMessages, adminPaths } from "../../../contract/admin.ts";
import { auditListSchema, doneSchema, editorCreateSchema, editorListSchema, mobileParamsSchema } from "../../../contract/admin.schema.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { addEditor, removeEditor } from "../editors/editors.repository.ts";
import { adminDb } from "./admin-db.ts";
import { editorOf } from "./admin-guard.ts";
import { listAudit, recordAudit } from "./audit.repository.ts";
import { listEditors } from "./editors.repository.ts";

/** Who may log in and publish, and the log of every change made from the console. */
export const editorsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const adb = adminDb(db);

  app.get(adminPaths.editors, { schema: { response: { 200: editorListSchema } } }, async () => ({ editors: await listEditors(adb) }));

  app.post(adminPaths.editors, { schema: { body: editorCreateSchema, response: { 201: doneSchema } } }, async (request, reply) => {
    const { mobile } = request.body;
    if (!(await addEditor(db, mobile))) throw new HttpError(409, adminMessages.editorExists);
    await recordAudit(adb, { actor: editorOf(request), action: "editor.add", target: `editor ${mobile}`, detail: `Added ${mobile} to the editors` });
    return reply.code(201).send({ message: adminMessages.editorAdded });
  });

  app.delete(`${adminPaths.editors}/:mobile`, { schema: { params: mobileParamsSchema, response: { 200: doneSchema } } }, async (request) => {
    const { mobile } = request.params;
    const actor = editorOf(request);
    // Removing yourself would end the very session doing it and could leave no editor at all.
    if (mobile === actor) throw new HttpError(409, adminMessages.cannotRemoveSelf);
    if (!(await removeEditor(db, mobile))) throw new HttpError(404, adminMessages.editorNotFound);
    await recordAudit(adb, { actor, action: "editor.remove", target: `editor ${mobile}`, detail: `Removed ${mobile} and ended its sessions` });
    return { message: adminMessages.editorRemoved };
  });

  app.get(adminPaths.audit, { schema: { response: { 200: auditListSchema } } }, async () => ({ entries: await listAudit(adb) }));
};
