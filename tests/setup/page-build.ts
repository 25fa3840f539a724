import { createContext, data, type ActionFunctionArgs, type LoaderFunctionArgs, type ServerBuild } from "react-router";
import type { AppServices } from "../../contract/api/app-services.ts";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/**
 * A small React Router server build for API tests of the page handler (server/pages/), which run
 * before `npm run build` and so cannot load the real one. React Router's own request handler runs
 * it exactly as it runs the real build: routes, loaders, `handle`, single-fetch `.data` requests,
 * the route-discovery manifest and HEAD. Each page prints the URL it was rendered from and its
 * loader data, so a test sees which URL the server rendered.
 *
 * Routes: `/` and `/about` (ignore their query string), `/calculator` (declares
 * `handle.queryKeys` ["salary", "state"]), `/posts/:id` (200 for id 1, 404 otherwise), `/feed.xml`
 * (a resource route, like /rss.xml), `/slots` (answers `Cache-Control: no-store`, like /book), `/signup` (an action that subscribes the posted form through the
 * load context, like /subscribe) and a 404 splat.
 */
export function testPageBuild(): ServerBuild {
  const servicesContext = createContext<AppServices>();
  const renderedFrom = ({ request }: LoaderFunctionArgs) => new URL(request.url).search;
  const page = { default: () => null };

  const routes: ServerBuild["routes"] = {};
  const assetRoutes: ServerBuild["assets"]["routes"] = {};
  const add = (
    id: string,
    path: string | undefined,
    module: Record<string, unknown>,
    extra: { index?: true; parentId?: string } = {},
  ) => {
    const parentId = id === "root" ? undefined : (extra.parentId ?? "root");
    routes[id] = {
      id,
      parentId,
      path,
      index: extra.index,
      caseSensitive: undefined,
      // Resource routes have no default export; React Router's type asks for one anyway.
      module: module as unknown as RouteModule,
    };
    assetRoutes[id] = {
      id,
      parentId,
      path,
      index: extra.index,
      caseSensitive: undefined,
      module: `/assets/${id}.js`,
      hasAction: typeof module["action"] === "function",
      hasLoader: typeof module["loader"] === "function",
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: id === "root",
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  };

  add("root", "", {
    ...page,
    ErrorBoundary: () => null,
    loader: ({ context }: LoaderFunctionArgs) => ({ baseUrl: context.get(servicesContext).publicBaseUrl }),
  });
  add("routes/home", undefined, { ...page, loader: renderedFrom }, { index: true });
  add("routes/about", "about", { ...page, loader: renderedFrom });
  add("routes/calculator", "calculator", {
    ...page,
    handle: { queryKeys: ["salary", "state"] },
    loader: renderedFrom,
  });
  // Like /book: its HTML changes with the clock, so it answers no-store and is never kept.
  add("routes/slots", "slots", {
    ...page,
    headers: () => ({ "Cache-Control": "no-store" }),
    loader: () => ({ at: Date.now() }),
  });
  add("routes/post", "posts/:id", {
    ...page,
    loader: ({ params }: LoaderFunctionArgs) => {
      if (params["id"] !== "1") throw data(null, { status: 404 });
      return { post: 1 };
    },
  });
  add("routes/feed", "feed.xml", {
    loader: ({ request }: LoaderFunctionArgs) =>
      new Response(`<rss>${new URL(request.url).search}</rss>`, {
        headers: { "content-type": "application/rss+xml; charset=utf-8" },
      }),
  });
  add("routes/signup", "signup", {
    ...page,
    action: async ({ request, context }: ActionFunctionArgs) => {
      const fields = Object.fromEntries(await request.formData()) as Record<string, string>;
      const outcome = await context.get(servicesContext).subscribe(fields);
      return data(outcome, { status: outcome.ok ? 200 : 400 });
    },
  });
  add("routes/not-found", "*", { ...page, loader: () => data(null, { status: 404 }) });

  return {
    entry: {
      module: {
        servicesContext,
        // The real entry (app/entry.server.tsx) answers HEAD with no body, as this one does.
        default: (request, status, headers, context) => {
          if (request.method === "HEAD") return new Response(null, { status, headers });
          headers.set("content-type", "text/html; charset=utf-8");
          const loaderData = JSON.stringify(context.staticHandlerContext.loaderData);
          const actionData = JSON.stringify(context.staticHandlerContext.actionData);
          const html = `<!doctype html><html><body><p id="url">${request.url}</p><pre>${loaderData}</pre><pre id="action">${actionData}</pre><script>window.hydrated=1</script></body></html>`;
          return new Response(html, { status, headers });
        },
      } as ServerBuild["entry"]["module"],
    },
    routes,
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: assetRoutes,
      url: "/assets/manifest.js",
      version: "test",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {} as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}
