import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { genericMessages } from "../../../contract/api/errors.ts";
import { idParamsSchema } from "../../../contract/console/admin.schema.ts";
import { MAX_MEDIA_BYTES, mediaMessages } from "../../../contract/console/media.ts";
import {
  altTextSchema,
  mediaInUseSchema,
  mediaListQuerySchema,
  mediaListSchema,
  mediaPatchSchema,
  mediaSavedSchema,
  mediaUploadResponseSchema,
} from "../../../contract/console/media.schema.ts";
import { doneSchema } from "../../../contract/console/admin.schema.ts";
import { errorBody, HttpError } from "../../http-error.ts";
import { containsNul } from "../../plugins/input-hygiene.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import { editorOf } from "../auth/editor-guard.ts";
import { editMedia, listMedia, removeMedia, uploadMedia, type MediaLibrary } from "./media.service.ts";

/**
 * The media library's console API (issue 28): registered inside the console's routes, so only
 * editors reach it. Uploads are multipart (`file`, `alt`) with one file of at most 10 MB.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaLibrary> = async (app, lib) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 5, headerPairs: 50 },
  });

  app.post("/api/admin/media", { schema: { response: { 201: mediaUploadResponseSchema } } }, async (request, reply) => {
    const { file, alt } = await readUpload(request);
    const item = await uploadMedia(lib, file, alt, editorOf(request), auditTrail(request));
    const { id, url, width, height, srcset } = item;
    return reply.code(201).send({ id, url, width, height, srcset });
  });

  app.get(
    "/api/admin/media",
    { schema: { querystring: mediaListQuerySchema, response: { 200: mediaListSchema } } },
    async (request) => ({ media: await listMedia(lib, { unused: request.query.unused === "true" }) }),
  );

  app.patch(
    "/api/admin/media/:id",
    { schema: { params: idParamsSchema, body: mediaPatchSchema, response: { 200: mediaSavedSchema } } },
    async (request) => {
      const item = await editMedia(lib, request.params.id, request.body, auditTrail(request));
      if (!item) throw new HttpError(404, mediaMessages.notFound);
      return { message: mediaMessages.saved, item };
    },
  );

  app.delete(
    "/api/admin/media/:id",
    { schema: { params: idParamsSchema, response: { 200: doneSchema, 409: mediaInUseSchema } } },
    async (request, reply) => {
      const removal = await removeMedia(lib, request.params.id, auditTrail(request));
      if (!removal) throw new HttpError(404, mediaMessages.notFound);
      if (!removal.removed)
        return reply
          .code(409)
          .send({ ...errorBody(mediaMessages.inUse(removal.usedBy.length)), usedBy: removal.usedBy });
      return { message: mediaMessages.deleted };
    },
  );
};

/**
 * The upload's file bytes and alt text; 400 naming each missing or wrong field, 413 for a file
 * over the limit. Every file part is read to its end, or the next part never arrives.
 */
async function readUpload(request: FastifyRequest): Promise<{ file: Buffer; alt: string }> {
  if (!request.isMultipart())
    throw new HttpError(400, mediaMessages.fileRequired, { file: mediaMessages.fileRequired });
  let file: Buffer | undefined;
  let altText: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === "file" && bytes.length > 0) file = bytes;
      } else if (part.fieldname === "alt" && typeof part.value === "string") {
        // The input-hygiene hook sees no multipart body, so the NUL check (PostgreSQL) is here.
        if (containsNul(part.value)) throw new HttpError(400, genericMessages.invalidRequest);
        altText ??= part.value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new HttpError(413, mediaMessages.tooLarge, { file: mediaMessages.tooLarge });
    if (statusCode && statusCode >= 400 && statusCode < 500) throw err;
    throw new HttpError(400, genericMessages.invalidRequest);
  }
  const alt = altTextSchema.safeParse(altText ?? "");
  const fields: Record<string, string> = {
    ...(file ? {} : { file: mediaMessages.fileRequired }),
    ...(alt.success ? {} : { alt: alt.error.issues[0]?.message ?? mediaMessages.altRequired }),
  };
  if (!file || !alt.success) throw new HttpError(400, Object.values(fields)[0]!, fields);
  return { file, alt: alt.data };
}
