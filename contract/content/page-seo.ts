import type { ImageRef } from "../shared/image-ref.ts";

/**
 * A page's search settings as staff keep them in its content document. `{brand}` and `{since}` in
 * the title or description stand for the firm's name and founding year in force, so a default stays
 * right when the brand changes.
 */
export interface DocumentSeo {
  title: string;
  description: string;
  image?: ImageRef;
}

export const withSiteTokens = (text: string, site: { brand: string; sinceYear: number }) =>
  text.replaceAll("{brand}", site.brand).replaceAll("{since}", String(site.sinceYear));
