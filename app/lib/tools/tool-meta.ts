import type { ToolPage } from "../../content/tools.ts";
import { webApplicationJsonLd } from "../json-ld.ts";
import { baseUrlFrom, seoMeta } from "../seo.ts";

/** A tool page's meta: its title, description, canonical bare path and WebApplication JSON-LD. */
export function toolMeta(page: ToolPage) {
  return ({ matches }: { matches: Parameters<typeof baseUrlFrom>[0] }) => {
    const baseUrl = baseUrlFrom(matches);
    return seoMeta(baseUrl, {
      title: page.title,
      description: page.description,
      path: page.path,
      jsonLd: [webApplicationJsonLd(baseUrl, { name: page.title, path: page.path, description: page.description })],
    });
  };
}
