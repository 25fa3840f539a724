import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { genericMessages } from "../../../contract/api/errors.ts";
import { HttpError } from "../../http-error.ts";
import type { FileStore } from "../../storage/file-store.ts";

/**
 * GET /uploads/<name>.webp: only names the server itself generated can match, so no path can
 * escape the folder. Names are never reused, hence the immutable one-year cache.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ covers: FileStore }> = async (app, { covers }) => {
  app.get("/uploads/:name", { schema: { params: z.object({ name: z.string() }) } }, async (request, reply) => {
    const { name } = request.params;
    if (!/^[0-9a-f]{32}\.webp$/.test(name)) throw new HttpError(404, genericMessages.notFound);
    const bytes = await covers.read(name);
    if (!bytes) throw new HttpError(404, genericMessages.notFound);
    return reply
      .type("image/webp")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("cross-origin-resource-policy", "same-origin")
      .send(bytes);
  });
};
