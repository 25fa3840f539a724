import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The built client: fingerprinted files under /assets/ are cached for a year, everything else
 * (favicon, images) for an hour. Brotli and gzip copies made at build time are served when the
 * browser accepts them, so nothing is compressed per request.
 */
export const staticAssetsPlugin = fp(async function staticAssets(app: FastifyInstance, options: { root: string }) {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: "/",
    wildcard: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${"/"}assets${"/"}`);
      res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
});
