import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { AppServices } from "../../contract/app-services.ts";
import type { ContentEvents } from "../content-events.ts";
import { PageCache, type CachedPage } from "../page-cache.ts";
import { pageContentSecurityPolicy } from "../page-csp.ts";

export interface ReactRouterOptions {
  /** The server build: imported once in production, reloaded through Vite in development. */
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  services: AppServices;
  content: ContentEvents;
  publicBaseUrl: string;
}

/**
 * Hands every URL that no API route claimed to the server-rendered React Router app. In
 * production each successfully rendered page is cached (page-cache.ts) until content changes.
 */
export const reactRouterPlugin = fp(async function reactRouter(app: FastifyInstance, options: ReactRouterOptions) {
  const cache = options.mode === "production" ? new PageCache() : undefined;
  options.content.on(() => cache?.clear());
  const handle = createRequestHandler(options.getBuild, options.mode);

  app.decorate("pageCache", cache);

  app.get("/*", async (request, reply) => {
    const key = request.url;
    const cached = cache?.get(key);
    if (cached) return sendPage(request, reply, cached);

    const context = new RouterContextProvider();
    context.set(await servicesKey(options.getBuild), options.services);
    const response = await handle(toWebRequest(request, options.publicBaseUrl), context);
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length");
    const isHtml = (response.headers.get("content-type") ?? "").includes("text/html");
    if (isHtml && options.mode === "production") {
      headers.push(["content-security-policy", pageContentSecurityPolicy(body.toString("utf8"))]);
    }
    if (cache && response.status === 200 && isCacheable(request, response)) {
      return sendPage(request, reply, cache.set(key, response.status, headers, body));
    }
    reply.code(response.status);
    for (const [name, value] of headers) reply.header(name, value);
    return reply.send(body);
  });
});

/** The context key as the built app holds it (entry.server.tsx re-exports it): keys match by identity. */
async function servicesKey(getBuild: () => Promise<ServerBuild>): Promise<RouterContext<AppServices>> {
  const entry = (await getBuild()).entry.module as { servicesContext?: RouterContext<AppServices> };
  if (!entry.servicesContext) throw new Error("app/entry.server.tsx must export servicesContext");
  return entry.servicesContext;
}

/** Only plain page and data loads whose answer does not depend on the asker are kept. */
function isCacheable(request: FastifyRequest, response: Response): boolean {
  return !request.headers.authorization && !request.headers.cookie?.includes("__session") && !response.headers.has("set-cookie");
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("etag", page.etag);
  reply.header("cache-control", "no-cache");
  reply.header("vary", "Accept-Encoding");
  if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
  reply.code(page.status);
  const accepts = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.body);
}

function toWebRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  return new Request(new URL(request.url, baseUrl), { method: request.method, headers, signal: controller.signal });
}

declare module "fastify" {
  interface FastifyInstance {
    pageCache: PageCache | undefined;
  }
}
