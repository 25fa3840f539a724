import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { blogsPath, postMessages } from "../../../contract/posts.ts";
import type { Db } from "../../db/connection.ts";
import { genericMessages } from "../../../contract/errors.ts";
import { HttpError } from "../../http-error.ts";
import { containsNul } from "../../plugins/input-hygiene.ts";
import { JsonListCache } from "../../json-list-cache.ts";
import { MAX_COVER_BYTES } from "../uploads/cover-image.ts";
import { createPost } from "./posts.service.ts";
import { findPost, listPosts } from "./posts.repository.ts";

export const postsRoutes: FastifyPluginAsyncZod<{ db: Db; uploadsDir: string }> = async (app, { db, uploadsDir }) => {
  // Multipart only for this plugin's routes: one cover of at most 5 MB and a few small text fields
  // (the post HTML may carry pasted data: images, hence 1 MB per field).
  await app.register(multipart, {
    limits: { fileSize: MAX_COVER_BYTES, files: 1, fields: 12, fieldSize: 1024 * 1024, parts: 13, fieldNameSize: 64, headerPairs: 50 },
  });

  const list = new JsonListCache(async () => [await listPosts(db)]);
  app.content.on((kind) => kind === "posts" && list.invalidate());

  // An array whose first element is the list, newest first (SPEC 7).
  app.get(blogsPath, async (request, reply) => list.send(request, reply));

  app.get(`${blogsPath}/:id`, { schema: { params: z.object({ id: z.string() }) } }, async (request) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const post = id > 0 ? await findPost(db, id) : null;
    if (!post) throw new HttpError(404, postMessages.notFound);
    return [post];
  });

  // Editors only: the guard runs before the body is read, so strangers cannot even upload.
  app.post(blogsPath, { onRequest: app.requireEditor }, async (request, reply) => {
    const { fields, cover } = request.isMultipart() ? await readMultipart(request) : { fields: jsonFields(request.body), cover: undefined };
    const post = await createPost(db, uploadsDir, fields, cover);
    app.content.changed("posts");
    return reply.code(201).send({ message: postMessages.published, post });
  });
};

/** The text fields (first value of each) and the coverImage bytes of a multipart body. */
async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, string>; cover: Buffer | undefined }> {
  const fields: Record<string, string> = {};
  let cover: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        // Every file part must be read to the end for the next part to arrive.
        const bytes = await part.toBuffer();
        if (part.fieldname === "coverImage" && bytes.length > 0) cover = bytes;
      } else if (typeof part.value === "string") {
        if (containsNul(part.value)) throw new HttpError(400, genericMessages.invalidRequest);
        fields[part.fieldname] ??= part.value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, postMessages.invalidImage, { coverImage: postMessages.invalidImage });
    if (statusCode && statusCode >= 400 && statusCode < 500) throw err;
    // The form parser's own errors (truncated or malformed body) are the client's, not ours.
    throw new HttpError(400, genericMessages.invalidRequest);
  }
  return { fields, cover };
}

/** The same form sent as JSON (no cover): accepted for clients that cannot build multipart. */
function jsonFields(body: unknown): Record<string, unknown> {
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
