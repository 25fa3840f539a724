import { withSiteTokens, type DocumentSeo } from "../../contract/content/page-seo.ts";
import type { MetaDescriptor } from "react-router";
import { defaultSite, type SiteIdentity } from "../../contract/shared/site.ts";
import { englishPathOf, hrefLang, isTranslated, languageOf, ogLocale, pathIn } from "../../contract/shared/language.ts";

export interface PageSeo {
  title: string;
  description: string;
  /**
   * Path of the page, e.g. "/esic" or "/hi/esic"; the canonical URL is built from the public base
   * URL, and a page with a Hindi version links to both (hreflang, issue 29).
   */
  path: string;
  image?: string | null;
  type?: "website" | "article";
  /** JSON-LD objects for this page. */
  jsonLd?: object[];
  noindex?: boolean;
}

/**
 * The meta tags of one page: unique title and description, canonical URL, Open Graph and Twitter
 * tags, and JSON-LD. `root` is the root loader's data (PUBLIC_BASE_URL and the site in force).
 */
export function seoMeta({ baseUrl, site }: RootData, page: PageSeo): MetaDescriptor[] {
  const url = `${baseUrl}${page.path}`;
  const title = page.path === "/" ? page.title : `${page.title} | ${site.brand}`;
  const image = page.image
    ? page.image.startsWith("http")
      ? page.image
      : `${baseUrl}${page.image}`
    : `${baseUrl}/og-image.png`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.brand },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: ogLocale[languageOf(page.path)] },
    { name: "twitter:card", content: "summary_large_image" },
    ...alternateLinks(baseUrl, page.path),
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of page.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/**
 * A page's tags from its content document's search settings (issue 28): `{brand}` and `{since}`
 * filled in from the identity in force, the social image when staff chose one.
 */
export function documentSeoMeta(
  root: RootData,
  seo: DocumentSeo | undefined,
  page: Omit<PageSeo, "title" | "description" | "image">,
): MetaDescriptor[] {
  if (!seo) return [];
  return seoMeta(root, {
    ...page,
    title: withSiteTokens(seo.title, root.site),
    description: withSiteTokens(seo.description, root.site),
    ...(seo.image ? { image: seo.image.src } : {}),
  });
}

/** hreflang links both ways plus x-default (the English page), only for a page with a Hindi version. */
function alternateLinks(baseUrl: string, path: string): MetaDescriptor[] {
  if (!isTranslated(path)) return [];
  const english = englishPathOf(path);
  const link = (lang: string, href: string): MetaDescriptor => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: lang,
    href: `${baseUrl}${href}`,
  });
  return [link(hrefLang.en, english), link(hrefLang.hi, pathIn("hi", english)), link("x-default", english)];
}

/** What the root loader gives every page: the public base URL and the site's identity in force. */
export interface RootData {
  baseUrl: string;
  site: SiteIdentity;
}

export type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The root loader's data, as meta functions find it among `matches` (absent on an error without it). */
export function rootDataFrom(matches: MetaMatches): RootData {
  const root = matches.find((m) => m?.id === "root")?.loaderData as Partial<RootData> | undefined;
  return { baseUrl: root?.baseUrl ?? "", site: root?.site ?? defaultSite };
}
