import type { FastifyRequest } from "fastify";
import { genericMessages } from "../../../contract/errors.ts";
import { HttpError } from "../../http-error.ts";

/** The mobile of the editor making this request (set by app.requireEditor), for the audit log. */
export function editorOf(request: FastifyRequest): string {
  if (!request.editor) throw new HttpError(401, genericMessages.unauthorized);
  return request.editor.mobile;
}
