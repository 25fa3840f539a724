import { createContext, useContext } from "react";
import { useMatches } from "react-router";
import { isContentPage } from "../../contract/page-handle.ts";

/**
 * What a content page's document carries instead of the stylesheet link and React Router's scripts
 * (decision 064): the stylesheet's text and the URL of the content pages' one script. Only
 * entry.server.tsx provides it, so a page the browser renders (a hydrated page, or one reached by
 * client-side navigation from it) is always an ordinary React Router document.
 */
export interface ContentDocumentAssets {
  css: string;
  script: string;
}

export const ContentDocumentContext = createContext<ContentDocumentAssets | null>(null);

/** The assets when this document is a content page rendered on the server, else null. */
export function useContentDocument(): ContentDocumentAssets | null {
  const assets = useContext(ContentDocumentContext);
  const matches = useMatches();
  return assets !== null && isContentPage(matches) ? assets : null;
}

/**
 * The inline module that loads a content page's script (decision 066) once the page has painted, so
 * the first paint waits for the HTML alone, on a slow phone and in Lighthouse's simulation alike.
 * "Painted" is the browser's own first largest-contentful-paint entry, or first-contentful-paint
 * where LCP is not reported (decision 069): a frame callback runs before its frame is presented,
 * and the script's request, sent from it, could still precede the paint; after FCP alone, its
 * work could still fall before the LCP's record in the same frame. Where paint timing is missing,
 * after the next frame; and in any case three seconds after the load event, since a tab opened in
 * the background may report no paint until it is shown. A press on a script-driven button
 * (`type="button"`: it does nothing natively) before then is not lost: it is kept and pressed again
 * once the script has set the buttons up. Links and forms work without the script, so they are left
 * alone.
 */
export function contentScriptLoader(script: string): string {
  return [
    "const early=[];",
    "const keep=(e)=>{const b=e.target.closest?.('button[type=\"button\"]');if(b)early.push(b)};",
    'addEventListener("click",keep,true);',
    "let started=false;",
    `const start=()=>{if(started)return;started=true;import(${JSON.stringify(script)}).then(()=>{`,
    'removeEventListener("click",keep,true);for(const b of early)b.click()})};',
    'const type=["largest-contentful-paint","paint"].find((t)=>PerformanceObserver.supportedEntryTypes?.includes(t));',
    "if(type){const o=new PerformanceObserver((l)=>{",
    'if(l.getEntries().some((e)=>e.entryType!=="paint"||e.name==="first-contentful-paint")){o.disconnect();setTimeout(start)}});',
    "o.observe({type,buffered:true})}",
    "else requestAnimationFrame(()=>setTimeout(start));",
    'addEventListener("load",()=>setTimeout(start,3000));',
  ].join("");
}
