import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { blogsPath, postMessages } from "../../../contract/api/posts.ts";
import type { FileStore } from "../../storage/file-store.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { JsonListCache } from "../../http/json-list-cache.ts";
import { postFormLimits, readPostForm } from "./post-form.ts";
import { createPost } from "./posts.service.ts";
import { findPublishedPost, listPosts } from "./posts.repository.ts";
import { postSchema } from "../../../contract/api/posts.schema.ts";
import type { MediaLibrary } from "../media/media.service.ts";

export const postsRoutes: FastifyPluginAsyncZod<{ db: Db; covers: FileStore; media: MediaLibrary }> = async (
  app,
  { db, covers, media },
) => {
  // Multipart only for this plugin's routes.
  await app.register(multipart, { limits: postFormLimits });
  const writes = { db, covers, media, content: app.content, log: app.log };

  const list = new JsonListCache(async () => [await listPosts(db)]);
  app.content.on((kind) => kind === "posts" && list.invalidate());

  // An array whose first element is the list, newest first (SPEC 7).
  app.get(blogsPath, async (request, reply) => list.send(request, reply, await app.isEditorRequest(request)));

  app.get(`${blogsPath}/:id`, { schema: { params: z.object({ id: z.string() }) } }, async (request) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const post = id > 0 ? await findPublishedPost(db, id) : null;
    if (!post) throw new HttpError(404, postMessages.notFound);
    return [post];
  });

  // Editors only: the guard runs before the body is read, so strangers cannot even upload. SPEC's
  // form publishes at once, which an author may not: the guard refuses them (decision 107).
  app.post(blogsPath, { onRequest: app.requireEditor }, async (request, reply) => {
    const { fields, cover } = await readPostForm(request);
    const post = await createPost(writes, fields, cover, request.editor!);
    return reply.code(201).send({ message: postMessages.published, post: postSchema.parse(post) });
  });
};
