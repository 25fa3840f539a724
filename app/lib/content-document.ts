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
