import { servicesContext } from "../lib/services-context.ts";
import type { Route } from "./+types/rss-feed";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** rss.xml: the newest posts of every category. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const posts = (await services.listPosts()).slice(0, 50);
  const base = services.publicBaseUrl;
  const site = services.site();
  const items = posts
    .map(
      (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${base}/blog/${post.id}</link>
      <guid isPermaLink="true">${base}/blog/${post.id}</guid>
      <pubDate>${new Date(post.created_at).toUTCString()}</pubDate>
      <category>${escapeXml(post.category)}</category>
      <description>${escapeXml(post.excerpt)}</description>
    </item>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(site.brand)}: Insights</title>
    <link>${base}/blog</link>
    <description>${escapeXml(site.description)}</description>
    <language>en-IN</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
