import type { Language } from "../../../contract/shared/language.ts";

/**
 * A page's copy in its language: the English typed file or its Hindi twin of the same type
 * (app/content/hi/). The one way pages choose copy by language (issue 29).
 */
export function copyFor<T>(language: Language, copies: { en: T; hi: T }): T {
  return copies[language];
}
