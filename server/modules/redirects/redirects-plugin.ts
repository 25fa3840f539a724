import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/connection.ts";
import { normalisePath } from "./redirect-rules.ts";
import { RedirectsInForce } from "./redirects-in-force.ts";

/**
 * Applies the owners' redirect list (decision 108) to every GET and HEAD before its route runs: an
 * old address answers 301 with the new one, its query carried over when the new one has none. Loaded
 * before the server answers, as `app.redirects`.
 */
export const redirectsPlugin = fp(async function redirects(app: FastifyInstance, { db }: { db: Db }) {
  const inForce = new RedirectsInForce(db, app.content);
  await inForce.reload();
  app.decorate("redirects", inForce);
  app.addHook("onRequest", async (request, reply) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || inForce.targets.size === 0) return;
    const [path = "", query] = request.url.split("?", 2);
    const from = normalisePath(safeDecode(path));
    const to = from === null ? undefined : inForce.targets.get(from);
    if (to === undefined) return;
    return reply.redirect(query && !to.includes("?") ? `${to}?${query}` : to, 301);
  });
});

/** An old site's links may be percent-encoded; the list keeps them as typed. */
function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    redirects: RedirectsInForce;
  }
}
