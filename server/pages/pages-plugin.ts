import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { AppServices } from "../../contract/api/app-services.ts";
import { genericMessages } from "../../contract/api/errors.ts";
import { scriptNonceHeader } from "../../contract/shared/page-handle.ts";
import type { Db } from "../db/connection.ts";
import type { Env } from "../env.ts";
import { HttpError } from "../http-error.ts";
import { routeRateLimit } from "../plugins/address-rate-limit.ts";
import { createAppServices } from "./create-app-services.ts";
import { PageCache } from "./page-cache.ts";
import { reportPageCache } from "./page-cache-report.ts";
import { pageContentSecurityPolicy } from "./page-csp.ts";
import { pageOfData, planPage } from "./page-url.ts";
import { previewServices } from "./page-preview.ts";
import { contentMessages } from "../../contract/console/content.ts";
import { precompress, sendCompressed, sendPrecompressed } from "../http/precompressed.ts";

export interface PagesOptions {
  /** The server build: imported once in production, Vite's live build (a function) in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  db: Db;
  env: Pick<
    Env,
    | "PUBLIC_BASE_URL"
    | "PAGE_CACHE_MB"
    | "MESSAGE_RETENTION_DAYS"
    | "ENQUIRY_RETENTION_DAYS"
    | "PAYMENT_PROVIDER"
    | "SESSION_SECRET"
    | "DOWNLOAD_LIMIT"
    | "LIMIT_PER_ADDRESS"
    | "PUBLIC_MAIL_PER_HOUR"
    | "LEAD_ALERT_MOBILES"
  >;
}

/**
 * Hands every URL that no API route claimed to the server-rendered React Router app. Which URL is
 * rendered and under which key it is kept is decided by page-url.ts; in production each 200 is
 * kept in the page cache (page-cache.ts) until content changes. HEAD is rendered and kept as the
 * GET it asks about, and answered with that GET's headers.
 */
export const pagesPlugin = fp(async function pages(app: FastifyInstance, options: PagesOptions) {
  const { build, mode, db, env } = options;
  const services = createAppServices(db, env, () => app.outboxWorker.wake(), app.log, app.figures, app.contentInForce);
  // Joined as text, not resolved: a path such as //host/x stays a path on this origin.
  const origin = new URL(env.PUBLIC_BASE_URL).origin;
  const handle = createRequestHandler(build, mode);
  const loadBuild = typeof build === "function" ? build : async () => build;
  const cache = mode === "production" ? new PageCache(env.PAGE_CACHE_MB * 1024 * 1024) : undefined;
  if (cache) {
    app.content.on(() => cache.clear());
    app.contentInForce.onReloaded(() => cache.clear());
    reportPageCache(app, cache);
  }

  // Renders the cache cannot answer (a 404, a page with its own query, a request with credentials)
  // cost a full render each: at most twice LIMIT_PER_ADDRESS of them per address (security review
  // L10), while cached pages are served without limit. Development renders every page; no limit there.
  const renderLimit = cache ? routeRateLimit(app, env.LIMIT_PER_ADDRESS, 2) : undefined;

  app.get("/*", async (request, reply) => {
    const currentBuild = await loadBuild();
    const preview = await previewServices(db, env.SESSION_SECRET, services, request.url);
    if (preview === "refused") {
      return reply
        .code(403)
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send(contentMessages.previewExpired);
    }
    const plan = planPage(currentBuild, request.url);
    if (preview) {
      // A draft: never kept, never indexed, shown only in the console's frames.
      const { body, headers } = await render(
        currentBuild,
        toWebRequest(request, new URL(origin + plan.renderPath)),
        preview,
      );
      headers.push(["cache-control", "no-store"], ["x-robots-tag", "noindex"], ["referrer-policy", "no-referrer"]);
      headers.push(["x-frame-options", "SAMEORIGIN"]);
      const framed = headers.map(([name, value]): [string, string] =>
        name === "content-security-policy"
          ? [name, value.replace("frame-ancestors 'none'", "frame-ancestors 'self'")]
          : [name, value],
      );
      return sendCompressed(request, reply, 200, framed, body);
    }
    const key = isForEveryone(request) ? plan.cacheKey : undefined;
    if (key === undefined) cache?.pass();
    else {
      const cached = cache?.get(key);
      if (cached) {
        if (isPageView(request, cached.status, cached.headers)) countView(request, plan.renderPath);
        return sendPrecompressed(request, reply, cached);
      }
    }
    const refused = await renderLimit?.(request, reply);
    if (refused) return refused;

    const generation = cache?.generation ?? 0;
    const { response, body, headers } = await render(
      currentBuild,
      toWebRequest(request, new URL(origin + plan.renderPath)),
    );
    if (isPageView(request, response.status, headers)) countView(request, plan.renderPath);
    // A page that answers `Cache-Control: no-store` (its HTML changes with the clock, as /book's free slots) is never kept.
    const keepable =
      !response.headers.has("set-cookie") && !/no-store/.test(response.headers.get("cache-control") ?? "");
    if (cache && key !== undefined && response.status === 200 && keepable) {
      const page = await precompress(response.status, headers, body);
      cache.set(key, page, generation);
      return sendPrecompressed(request, reply, page);
    }
    // Its link may be a bearer secret and its content personal: not kept, not passed on as a Referer.
    if (plan.personal) headers.push(["cache-control", "no-store"], ["referrer-policy", "no-referrer"]);
    return sendCompressed(request, reply, response.status, headers, body);
  });

  /**
   * Tells the analytics of a page served (decision 131); a tool's page with its answer's query is a
   * run. A `.data` request is a page reached by a link inside a hydrated page (the shop, the cart):
   * it counts as a view of that page (decision 133).
   */
  function countView(request: FastifyRequest, renderPath: string) {
    const mark = renderPath.indexOf("?");
    const requested = mark === -1 ? renderPath : renderPath.slice(0, mark);
    const path = pageOfData(requested) ?? requested;
    // React Router's own `_routes` (which loaders to run) is not an answer asked for.
    const asked =
      mark !== -1 && [...new URLSearchParams(renderPath.slice(mark + 1)).keys()].some((k) => k !== "_routes");
    app.analytics?.seen(request, path, asked && path.startsWith("/tools/"));
  }

  /** Renders one request with the app's build and in-process services; HTML gets its CSP. */
  async function render(currentBuild: ServerBuild, webRequest: Request, withServices = services) {
    const context = new RouterContextProvider();
    context.set(servicesKey(currentBuild), withServices);
    const response = await handle(webRequest, context);
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers.entries()].filter(
      ([name]) => name !== "content-length" && name !== scriptNonceHeader,
    );
    const isHtml = (response.headers.get("content-type") ?? "").includes("text/html");
    if (isHtml && mode === "production") {
      const nonce = response.headers.get(scriptNonceHeader);
      headers.push(["content-security-policy", pageContentSecurityPolicy(body.toString("utf8"), nonce)]);
    }
    return { response, body, headers };
  }

  // The forms of content pages post here without JavaScript (decision 064): a url-encoded body goes
  // to the page's action, and the page it renders is the answer, never kept. Its own scope, so the
  // JSON API accepts no form bodies; as tight a limit per address as the API's enquiries.
  await app.register(async function pageFormPosts(scope) {
    scope.addContentTypeParser(formType, { parseAs: "string", bodyLimit: 16_384 }, (_request, body, done) => {
      // The input-hygiene hook sees this body still percent-encoded: a NUL (%00), which PostgreSQL
      // cannot store, is refused here instead (security review I2).
      for (const pair of new URLSearchParams(String(body)))
        if (pair.some((part) => part.includes("\u0000")))
          return done(new HttpError(400, genericMessages.invalidRequest));
      done(null, body);
    });
    scope.post("/*", { onRequest: routeRateLimit(scope, env.LIMIT_PER_ADDRESS) }, async (request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      const isForm = (request.headers["content-type"] ?? "").startsWith(formType);
      if (!isForm || path.startsWith("/api/") || path.startsWith("/auth/")) return reply.callNotFound();
      const url = new URL(origin + request.url);
      const webRequest = toWebRequest(request, url, { method: "POST", body: String(request.body ?? "") });
      const { response, body, headers } = await render(await loadBuild(), webRequest);
      reply.header("cache-control", "no-store");
      return sendCompressed(request, reply, response.status, headers, body);
    });
  });
});

const formType = "application/x-www-form-urlencoded";

/**
 * A page a person reads: a GET (not HEAD) answered 200 with HTML, or with the data of a page a
 * hydrated page moved to (React Router's single fetch answers `text/x-script`; its redirects are 202).
 */
function isPageView(request: FastifyRequest, status: number, headers: readonly [string, string][]): boolean {
  if (request.method !== "GET" || status !== 200) return false;
  return headers.some(
    ([name, value]) => name === "content-type" && (value.startsWith("text/html") || value.startsWith("text/x-script")),
  );
}

/** The context key as the built app holds it (entry.server.tsx re-exports it): keys match by identity. */
function servicesKey(build: ServerBuild): RouterContext<AppServices> {
  const entry = build.entry.module as { servicesContext?: RouterContext<AppServices> };
  if (!entry.servicesContext) throw new Error("app/entry.server.tsx must export servicesContext");
  return entry.servicesContext;
}

/** Only requests without credentials get the shared answer: what an editor sees is never kept. */
function isForEveryone(request: FastifyRequest): boolean {
  return !request.headers.authorization && !request.headers.cookie?.includes("__session");
}

/** The request React Router renders: a GET (a HEAD is answered from the GET's answer), or a form's POST. */
function toWebRequest(request: FastifyRequest, url: URL, post?: { method: "POST"; body: string }): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  return new Request(url, { method: "GET", ...post, headers, signal: controller.signal });
}
