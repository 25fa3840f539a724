import type { ToolPage } from "../../content/tools.ts";
import { webApplicationJsonLd } from "../json-ld.ts";
import { rootDataFrom, seoMeta, type MetaMatches } from "../seo.ts";

/** A tool page's meta: its title, description, canonical bare path and WebApplication JSON-LD. */
export function toolMeta(page: ToolPage) {
  return ({ matches }: { matches: MetaMatches }) => {
    const root = rootDataFrom(matches);
    return seoMeta(root, {
      title: page.title,
      description: page.description,
      path: page.path,
      jsonLd: [webApplicationJsonLd(root, { name: page.title, path: page.path, description: page.description })],
    });
  };
}
