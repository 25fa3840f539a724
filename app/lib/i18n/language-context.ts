import { createContext, useContext } from "react";
import type { Language } from "../../../contract/shared/language.ts";

/**
 * The page's language for components (root.tsx provides it from the URL being rendered). A React
 * context rather than module state: the server renders English and Hindi pages side by side.
 */
export const LanguageContext = createContext<Language>("en");

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** Picks the text of the page's language from a pair. */
export function useText<T>(texts: Record<Language, T>): T {
  return texts[useLanguage()];
}
