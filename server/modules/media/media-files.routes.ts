import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { genericMessages } from "../../../contract/api/errors.ts";
import { HttpError } from "../../http-error.ts";
import type { FileStore } from "../../storage/file-store.ts";

/**
 * GET /media/<key>-<width>.webp: the library's files, to everyone. Only names the server itself
 * generates can match, so no path can escape the store; a name is never reused for other bytes
 * (alt text and focal point live in the database, not the file), hence the immutable one-year cache.
 */
export const mediaFilesRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, { files }) => {
  app.get("/media/:name", { schema: { params: z.object({ name: z.string() }) } }, async (request, reply) => {
    const { name } = request.params;
    if (!/^[0-9a-f]{32}-\d{1,4}\.webp$/.test(name)) throw new HttpError(404, genericMessages.notFound);
    const bytes = await files.read(name);
    if (!bytes) throw new HttpError(404, genericMessages.notFound);
    return reply
      .type("image/webp")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("cross-origin-resource-policy", "same-origin")
      .send(bytes);
  });
};
