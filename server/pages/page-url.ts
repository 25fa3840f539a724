import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PageHandle } from "../../contract/shared/page-handle.ts";

export interface PagePlan {
  /** The path and query React Router renders: the request's path with only the declared parameters. */
  renderPath: string;
  /** Where the answer is kept and looked up; undefined when it must be rendered fresh every time. */
  cacheKey: string | undefined;
  /**
   * Rendered for the values of declared query keys (an order's key, a reminder link's address and
   * signature, a calculator's inputs): the answer is this visitor's own, and no browser or proxy may
   * store it (security review L4).
   */
  personal?: true;
}

/**
 * How one request for a page (or its `.data`, or a resource route such as /rss.xml) is rendered and
 * cached, from the `handle.queryKeys` of the routes that match it (contract/shared/page-handle.ts):
 * - no declared key present: rendered from the bare path and kept under it, so tracking
 *   parameters never reach the render nor make a second entry;
 * - a declared key present: rendered with the declared parameters only, and not kept;
 * - React Router's route-discovery manifest: passed through whole (its parameters are its own),
 *   not kept.
 * A `.data` request keeps `_routes`, reduced to the ids that match, so it names at most a few keys.
 * `requestUrl` is the request target as Fastify reads it (path and query).
 */
export function planPage(build: ServerBuild, requestUrl: string): PagePlan {
  const mark = requestUrl.indexOf("?");
  const pathname = mark === -1 ? requestUrl : requestUrl.slice(0, mark);
  if (pathname === build.routeDiscovery.manifestPath) return { renderPath: requestUrl, cacheKey: undefined };
  // The common case, and the one that must cost nothing: no query string, nothing to decide.
  if (mark === -1) return { renderPath: pathname, cacheKey: pathname };

  const dataOf = pageOfData(pathname);
  const isData = dataOf !== undefined;
  const routes = routesFor(build, dataOf ?? pathname);
  // Most pages declare nothing: their query string is dropped unread.
  if (routes.queryKeys.size === 0 && !isData) return { renderPath: pathname, cacheKey: pathname };

  const query = new URLSearchParams(requestUrl.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const [name, value] of query) if (routes.queryKeys.has(name)) kept.append(name, value);
  const varies = kept.size > 0;
  if (isData && query.has("_routes")) {
    const requested = new Set((query.get("_routes") ?? "").split(","));
    kept.set("_routes", routes.ids.filter((id) => requested.has(id)).join(","));
  }
  const renderPath = kept.size > 0 ? `${pathname}?${kept}` : pathname;
  return varies ? { renderPath, cacheKey: undefined, personal: true } : { renderPath, cacheKey: renderPath };
}

/** The page a `.data` request loads, as React Router's server reads it (/about.data, /_.data for /); undefined for a page. */
export function pageOfData(pathname: string): string | undefined {
  if (!pathname.endsWith(".data")) return undefined;
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.slice(0, -".data".length);
}

interface MatchedRoutes {
  /** The matching route ids, sorted. */
  ids: string[];
  queryKeys: Set<string>;
}

/**
 * Matching walks and ranks every route (about half a millisecond here), so each build remembers
 * the answer per path; the memo is emptied when it reaches `memoLimit` paths, so odd URLs cannot
 * grow it.
 */
const memoLimit = 2000;
const memos = new WeakMap<ServerBuild, { tree: RouteObject[]; byPath: Map<string, MatchedRoutes> }>();

function routesFor(build: ServerBuild, pathname: string): MatchedRoutes {
  let memo = memos.get(build);
  if (!memo) {
    memo = { tree: childrenOf(build, undefined), byPath: new Map() };
    memos.set(build, memo);
  }
  let routes = memo.byPath.get(pathname);
  if (!routes) {
    const matches = matchRoutes(memo.tree, pathname, build.basename) ?? [];
    routes = {
      ids: matches.map((match) => match.route.id ?? "").sort(),
      queryKeys: new Set(matches.flatMap((match) => queryKeysOf(match.route.handle))),
    };
    if (memo.byPath.size >= memoLimit) memo.byPath.clear();
    memo.byPath.set(pathname, routes);
  }
  return routes;
}

/** The query keys a route's `handle` declares; anything else in `handle` is not ours to read. */
function queryKeysOf(handle: unknown): string[] {
  const keys = (handle as PageHandle | undefined)?.queryKeys;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === "string") : [];
}

/** The build's flat route manifest as the nested tree matchRoutes reads. */
function childrenOf(build: ServerBuild, parentId: string | undefined): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const { id, path, caseSensitive, module } = route!;
      const handle: unknown = module.handle;
      return route!.index
        ? { id, path, caseSensitive, handle, index: true }
        : { id, path, caseSensitive, handle, children: childrenOf(build, id) };
    });
}
