import type * as z from "zod/mini";
import type { redirectListSchema, redirectSchema } from "./redirects.schema.ts";

/**
 * The owners' redirect list (issue 28, decision 108): an old address on this site answers 301 with a
 * new one, for a firm moving from its old site.
 */
export const redirectPaths = {
  /** GET the list; POST `{ from, to }` adds one. */
  redirects: "/api/admin/redirects",
  /** DELETE one. */
  redirect: (id: number) => `/api/admin/redirects/${id}`,
} as const;

/** Paths the list may not take over: the API, sign-in and the console must always answer. */
export const reservedRedirectPrefixes = ["/api", "/auth", "/admin", "/login"] as const;

export const redirectMessages = {
  invalidFrom: "The old address must be a path on this site, such as /old-page.html.",
  reservedFrom: "The API, sign-in and the console cannot be redirected.",
  invalidTo: "The new address must be a path on this site (starting with /) or an http(s):// URL.",
  toItself: "A redirect cannot point to its own address.",
  loop: "This redirect would make a loop:",
  exists: "This old address is already redirected. Delete that redirect first.",
  notFound: "Redirect not found.",
  added: "Redirect added.",
  deleted: "Redirect deleted.",
} as const;

export type Redirect = z.infer<typeof redirectSchema>;
export type RedirectList = z.infer<typeof redirectListSchema>;
