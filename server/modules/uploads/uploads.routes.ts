import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { genericMessages } from "../../../contract/errors.ts";
import { HttpError } from "../../http-error.ts";

/**
 * GET /uploads/<name>.webp: only names the server itself generated can match, so no path can
 * escape the folder. Names are never reused, hence the immutable one-year cache.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  app.get("/uploads/:name", { schema: { params: z.object({ name: z.string() }) } }, async (request, reply) => {
    const { name } = request.params;
    if (!/^[0-9a-f]{32}\.webp$/.test(name)) throw new HttpError(404, genericMessages.notFound);
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(uploadsDir, name));
    } catch {
      throw new HttpError(404, genericMessages.notFound);
    }
    return reply
      .type("image/webp")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("cross-origin-resource-policy", "same-origin")
      .send(bytes);
  });
};
