import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { prefetchWebFontFrom, webFontCachedKey } from "./web-font-prefetch.ts";

/**
 * Inter for returning readers only (decision 008). A first view uses the system face, so the
 * 49 kB font is never downloaded ahead of a first paint on a slow phone. Once a reader moves on to
 * a second page of the site, the font is fetched at low priority into the HTTP cache, and from the
 * next full page load on the inline head script below switches the document to it before anything
 * is painted. Nothing ever changes face while being read, so there is no layout shift. The
 * stylesheet's `@font-face` names the same file.
 */
let requested = false;

/** Inline, in <head>: runs before the first paint. */
export const webFontScript = `try{localStorage.getItem("${webFontCachedKey}")&&document.documentElement.setAttribute("data-font","inter")}catch(e){}`;

/** The font file's URL, for the content pages' script, which is bundled without Vite (decision 064). */
export const webFontUrl = interUrl;

/** Fetches Inter into the cache once, unless it is in use already or the reader asked to save data. */
export function prefetchWebFont(): void {
  if (requested) return;
  requested = true;
  prefetchWebFontFrom(interUrl);
}
