import { publicPagePaths } from "../content/public-pages.ts";
import { servicesContext } from "../lib/services-context.ts";
import type { Route } from "./+types/sitemap";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemap.xml: every public page and every post. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const posts = await services.listPosts();
  const urls = [
    ...publicPagePaths.map((path) => ({
      loc: `${services.publicBaseUrl}${path}`,
      lastmod: undefined as string | undefined,
    })),
    ...posts.map((post) => ({
      loc: `${services.publicBaseUrl}/blog/${post.id}`,
      lastmod: post.updated_at ?? post.created_at,
    })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.slice(0, 10)}</lastmod>` : ""}</url>`).join("\n")}
</urlset>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
