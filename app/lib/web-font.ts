import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import devanagariUrl from "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url";
import { prefetchWebFontFrom, webFaces, webFontCachedKey } from "./web-font-prefetch.ts";

/**
 * Inter for returning readers only (decision 008). A first view uses the system face, so the
 * 49 kB font is never downloaded ahead of a first paint on a slow phone. Once a reader moves on to
 * a second page of the site, the font is fetched at low priority into the HTTP cache, and from the
 * next full page load on the inline head script below switches the document to it before anything
 * is painted. Nothing ever changes face while being read, so there is no layout shift. The
 * stylesheet's `@font-face` names the same file.
 */
let requested = false;

/**
 * Inline, in <head>: runs before the first paint. The Devanagari face follows the same rule on Hindi
 * pages (decision 095): the first Hindi page paints in the phone's own Devanagari face.
 */
export const webFontScript = `try{var d=document.documentElement;localStorage.getItem("${webFontCachedKey}")&&d.setAttribute("data-font","inter");localStorage.getItem("${webFaces.devanagari.cachedKey}")&&d.setAttribute("data-font-hi","devanagari")}catch(e){}`;

/** The font files' URLs, for the content pages' script, which is bundled without Vite (decision 064). */
export const webFontUrl = interUrl;
export const devanagariFontUrl = devanagariUrl;

/** Fetches Inter into the cache once, unless it is in use already or the reader asked to save data. */
export function prefetchWebFont(): void {
  if (requested) return;
  requested = true;
  prefetchWebFontFrom(interUrl);
}
