import { updatesPath } from "../../../contract/legal-content/legal-updates.ts";
import { pageLabel, updatesCopy as copy } from "../../content/updates.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/updates-feed";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** /updates/rss.xml: the lines of /updates as RSS 2.0, newest first, one GUID per line. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const updates = (await services.legalUpdates()).slice(0, 50);
  const base = services.publicBaseUrl;
  const site = services.site();
  const items = updates
    .map((update) => {
      const link = `${base}${updatesPath}#update-${update.id}`;
      const pages = update.pages.map(pageLabel).join(", ");
      const source = update.source ? ` Official source: ${update.source.name}, ${update.source.url}` : "";
      return `    <item>
      <title>${escapeXml(update.summary)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="false">${escapeXml(`${base}${updatesPath}/${update.id}`)}</guid>
      <pubDate>${new Date(`${update.publishedOn}T00:00:00+05:30`).toUTCString()}</pubDate>
      <description>${escapeXml(`${update.summary} Pages: ${pages}.${source}`)}</description>
    </item>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(`${site.brand}: ${copy.feedTitle}`)}</title>
    <link>${base}${updatesPath}</link>
    <description>${escapeXml(copy.description)}</description>
    <language>en-IN</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
