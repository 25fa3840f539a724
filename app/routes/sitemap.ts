import { publicPagePaths } from "../content/public-pages.ts";
import { hindiPages, hrefLang, pathIn } from "../../contract/shared/language.ts";
import { servicesContext } from "../lib/services-context.ts";
import type { Route } from "./+types/sitemap";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * sitemap.xml: every public page and every post; a page with a Hindi version is listed in both
 * languages, each entry naming both and the x-default (issue 29).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const posts = await services.listPosts();
  const base = services.publicBaseUrl;
  const alternates = (path: string) =>
    hindiPages.has(path)
      ? [
          { lang: hrefLang.en, href: `${base}${path}` },
          { lang: hrefLang.hi, href: `${base}${pathIn("hi", path)}` },
          { lang: "x-default", href: `${base}${path}` },
        ]
      : [];
  const urls = [
    ...publicPagePaths.flatMap((path) =>
      [path, ...(hindiPages.has(path) ? [pathIn("hi", path)] : [])].map((loc) => ({
        loc: `${base}${loc}`,
        lastmod: undefined as string | undefined,
        alternates: alternates(path),
      })),
    ),
    ...posts.map((post) => ({
      loc: `${services.publicBaseUrl}/blog/${post.id}`,
      lastmod: post.updated_at ?? post.created_at,
      alternates: [],
    })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.map((u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.slice(0, 10)}</lastmod>` : ""}${u.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`).join("")}</url>`).join("\n")}
</urlset>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
