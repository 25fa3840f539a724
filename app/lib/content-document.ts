import { createContext, useContext } from "react";
import { useMatches } from "react-router";
import { isContentPage } from "../../contract/shared/page-handle.ts";

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

/** The forms a content page's script takes over (app/browser/footer-parts.ts, contact-form.ts). */
const scriptForms = "form[data-mailing-list],form[data-contact-form]";

/**
 * The inline module that loads a content page's script (decision 066) once the page has painted, so
 * the first paint waits for the HTML alone, on a slow phone and in Lighthouse's simulation alike.
 * "Painted" is the browser's own first largest-contentful-paint entry, or first-contentful-paint
 * where LCP is not reported (decision 069): a frame callback runs before its frame is presented,
 * and the script's request, sent from it, could still precede the paint; after FCP alone, its
 * work could still fall before the LCP's record in the same frame. Where paint timing is missing,
 * after the next frame; and in any case three seconds after the load event, since a tab opened in
 * the background may report no paint until it is shown.
 *
 * What a visitor does before the script is there is not lost, and starts its download at once: a
 * press on a script-driven button (`type="button"`: it does nothing natively) is pressed again, and
 * a form the script takes over is held (once, however often it is sent) and submitted again through it, so the visitor gets the
 * script's busy text and alerts (SPEC) rather than the page a form without JavaScript answers with.
 * If the script cannot load, a held form is sent natively (decision 064). Links are left alone.
 */
export function contentScriptLoader(script: string): string {
  return [
    "const early=[],held=[];",
    "const keep=(e)=>{const b=e.target.closest?.('button[type=\"button\"]');if(b){early.push(b);start()}};",
    `const hold=(e)=>{if(e.target.matches?.(${JSON.stringify(scriptForms)})){e.preventDefault();if(!held.some(([f])=>f===e.target))held.push([e.target,e.submitter]);start()}};`,
    'addEventListener("click",keep,true);addEventListener("submit",hold,true);',
    'const done=()=>{removeEventListener("click",keep,true);removeEventListener("submit",hold,true)};',
    "let started=false;",
    `function start(){if(started)return;started=true;import(${JSON.stringify(script)}).then(()=>{`,
    "done();for(const b of early)b.click();for(const[f,s]of held)f.requestSubmit(s)},",
    "()=>{done();for(const[f]of held)f.submit()})}",
    'const type=["largest-contentful-paint","paint"].find((t)=>PerformanceObserver.supportedEntryTypes?.includes(t));',
    "if(type){const o=new PerformanceObserver((l)=>{",
    'if(l.getEntries().some((e)=>e.entryType!=="paint"||e.name==="first-contentful-paint")){o.disconnect();setTimeout(start)}});',
    "o.observe({type,buffered:true})}",
    "else requestAnimationFrame(()=>setTimeout(start));",
    'addEventListener("load",()=>setTimeout(start,3000));',
  ].join("");
}
