import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { blogsPath, postMessages } from "../../../contract/posts.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { findPost, listPosts } from "./posts.repository.ts";

export const postsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(blogsPath, async () => [await listPosts(db)]);

  app.get(`${blogsPath}/:id`, { schema: { params: z.object({ id: z.string() }) } }, async (request) => {
    const id = Number(request.params.id);
    const post = Number.isSafeInteger(id) && id > 0 ? await findPost(db, id) : null;
    if (!post) throw new HttpError(404, postMessages.notFound);
    return [post];
  });
};
