/**
 * What a route module may export as `handle` for the server's page cache (server/pages/README.md,
 * docs/decisions/014):
 *
 *   export const handle = { queryKeys: ["salary", "state"] } satisfies PageHandle;
 *
 * `queryKeys` lists the query parameters the page's HTML depends on. A request with none of them
 * is rendered from, stored under and served from the bare path; a request with any of them is
 * rendered fresh and never stored. Parameters a page does not list (utm_*, fbclid, gclid, anything
 * else) are removed from the URL the server renders, so they can neither change a page nor make
 * another copy of it. A page that lists nothing ignores its query string.
 */
export interface PageHandle {
  queryKeys?: readonly string[];
}
