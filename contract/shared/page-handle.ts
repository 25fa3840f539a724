/**
 * What a route module may export as `handle` (server/pages/README.md, docs/decisions/014 and 064):
 *
 *   export const handle = { queryKeys: ["salary", "state"] } satisfies PageHandle;
 *   export const handle = contentPage;
 *
 * `queryKeys` lists the query parameters the page's HTML depends on. A request with none of them
 * is rendered from, stored under and served from the bare path; a request with any of them is
 * rendered fresh and never stored. Parameters a page does not list (utm_*, fbclid, gclid, anything
 * else) are removed from the URL the server renders, so they can neither change a page nor make
 * another copy of it. A page that lists nothing ignores its query string.
 *
 * `contentPage` marks a page that React renders on the server only: its document carries its
 * stylesheet inline and one small script (app/browser/content-page.ts) instead of React Router's
 * scripts, and its forms post to the route's action (decision 064).
 */
export interface PageHandle {
  queryKeys?: readonly string[];
  contentPage?: true;
}

/** The handle of a page rendered without the framework's scripts (decision 064). */
export const contentPage = { contentPage: true } as const satisfies PageHandle;

/** Whether the deepest matched route is a content page. */
export function isContentPage(matches: readonly { handle?: unknown }[]): boolean {
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  return handle?.contentPage === true;
}

/**
 * The answer header in which the app's render tells the server the nonce its own inline scripts
 * carry (app/lib/script-nonce.ts); the server reads it for the CSP and never sends it on.
 */
export const scriptNonceHeader = "x-script-nonce";
