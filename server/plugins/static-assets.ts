import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { staticDocumentContentSecurityPolicy } from "./security-headers.ts";

/**
 * The built client: fingerprinted files under /assets/ are cached for a year, everything else
 * (favicon, images) for an hour. Brotli and gzip copies made at build time are served when the
 * browser accepts them, so nothing is compressed per request.
 *
 * A fingerprinted file never changes, so it needs no validators: ETag, Last-Modified and
 * Accept-Ranges are dropped (with the document-only headers security-headers.ts leaves off
 * scripts, a script answer's headers shrink from 680 to about 300 bytes; a page loads up to 17).
 */
export const staticAssetsPlugin = fp(async function staticAssets(app: FastifyInstance, options: { root: string }) {
  const fingerprintedDir = path.join(path.resolve(options.root), "assets") + path.sep;
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: "/",
    wildcard: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      if (!path.resolve(filePath).startsWith(fingerprintedDir)) {
        reply.header("Cache-Control", "public, max-age=3600");
        // The path is the brotli or gzip copy's when one is sent.
        if (/\.html(\.br|\.gz)?$/.test(filePath))
          reply.header("Content-Security-Policy", staticDocumentContentSecurityPolicy);
        return;
      }
      reply.header("Cache-Control", "public, max-age=31536000, immutable");
      reply.removeHeader("ETag");
      reply.removeHeader("Last-Modified");
      reply.removeHeader("Accept-Ranges");
    },
  });
});
