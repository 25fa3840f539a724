import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { genericMessages } from "../../contract/errors.ts";
import { errorBody, HttpError } from "../http-error.ts";

/**
 * One error body for the whole API (OPERATING.md): validation failures name their fields with the
 * contract's sentences, known errors keep their message, anything else is logged and answered with
 * a generic sentence, so no stack trace or SQL reaches a response.
 */
export const errorHandlerPlugin = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.split("/").filter(Boolean)[0] ?? issue.params?.["missingProperty"];
        const key = typeof field === "string" && field ? field : "body";
        fields[key] ??= issue.message ?? genericMessages.invalidRequest;
      }
      const first = Object.values(fields)[0] ?? genericMessages.invalidRequest;
      return reply.code(400).send(errorBody(first, fields));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.message, error.fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send(errorBody(genericMessages.serverError));
    }
    if (status === 413) return reply.code(413).send(errorBody(genericMessages.payloadTooLarge));
    if (status === 429) return reply.code(429).send(errorBody(genericMessages.tooManyRequests));
    // Fastify's own 4xx (bad JSON, wrong content type, ...) carry framework wording; keep it short.
    const message = error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
      ? "Unsupported content type."
      : error.code?.startsWith("FST_ERR_CTP") ? "The request body is not valid JSON." : genericMessages.invalidRequest;
    return reply.code(status).send(errorBody(message));
  });
});
