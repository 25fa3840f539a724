import { servicesContext } from "../lib/services-context.ts";
import type { Route } from "./+types/robots";

/** robots.txt: everything public is crawlable; staff and checkout pages are not worth indexing. */
export function loader({ context }: Route.LoaderArgs) {
  const { publicBaseUrl } = context.get(servicesContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /login",
    "Disallow: /create-blog",
    "Disallow: /products-create",
    "Disallow: /checkout",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /auth/",
    "",
    `Sitemap: ${publicBaseUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
