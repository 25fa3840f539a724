import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { genericMessages } from "../../contract/api/errors.ts";
import { errorBody, HttpError } from "../http-error.ts";

/**
 * Answers any error with the one error body (OPERATING.md): validation failures name their fields
 * with the contract's sentences, known errors keep their message, anything else is logged and
 * answered with a generic sentence, so no stack trace or SQL reaches a response. `extra` adds
 * fields a family of calls promises (the login calls answer `success: false`).
 */
export function sendError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  extra: Record<string, unknown> = {},
) {
  const send = (status: number, message: string, fields?: Record<string, string>) =>
    reply.code(status).send({ ...extra, ...errorBody(message, fields) });
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.split("/").filter(Boolean)[0] ?? issue.params?.["missingProperty"];
      const key = typeof field === "string" && field ? field : "body";
      fields[key] ??= issue.message ?? genericMessages.invalidRequest;
    }
    return send(400, Object.values(fields)[0] ?? genericMessages.invalidRequest, fields);
  }
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, "request failed");
    return send(error.statusCode, error.message, error.fields);
  }
  const status = error.statusCode ?? 500;
  if (status >= 500 || status < 400) {
    request.log.error({ err: error }, "request failed");
    return send(500, genericMessages.serverError);
  }
  if (status === 413) return send(413, genericMessages.payloadTooLarge);
  if (status === 429) return send(429, genericMessages.tooManyRequests);
  // Fastify's own 4xx (bad JSON, wrong content type, ...) carry framework wording; keep it short.
  const message =
    error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
      ? "Unsupported content type."
      : error.code?.startsWith("FST_ERR_CTP")
        ? "The request body is not valid JSON."
        : genericMessages.invalidRequest;
  return send(status, message);
}

export const errorHandlerPlugin = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
});
