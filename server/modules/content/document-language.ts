import type { ContentKey } from "../../../contract/content/documents.ts";
import { isTranslatableKey } from "../../../contract/content/hindi-documents.ts";
import type { Language } from "../../../contract/shared/language.ts";
import { HttpError } from "../../http-error.ts";

/**
 * Where a document in a language is stored (decision 124): the English under its key, as before;
 * the Hindi under `<key>@hi` in the same tables, so its drafts, version numbers (and the primary
 * key that refuses a second publisher), history and restore are the English machinery unchanged.
 */
export function storageKeyOf(key: ContentKey, language: Language): string {
  return language === "en" ? key : `${key}@${language}`;
}

/** A stored key read back: the document's key and its language. */
export function documentOfStorageKey(stored: string): { key: string; language: Language } {
  const at = stored.lastIndexOf("@");
  if (at !== -1 && stored.slice(at + 1) === "hi") return { key: stored.slice(0, at), language: "hi" };
  return { key: stored, language: "en" };
}

export const languageMessages = {
  noHindi: "This page has no Hindi version.",
  unknown: 'The language is "en" or "hi".',
} as const;

/**
 * The language a console request asks for (`?lang=hi`; absent or `en` is English, so an English
 * client never notices); 400 for another value, 404 for Hindi of a document that has none.
 */
export function requestedLanguage(key: ContentKey, lang: unknown): Language {
  if (lang === undefined || lang === "en") return "en";
  if (lang !== "hi") throw new HttpError(400, languageMessages.unknown);
  if (!isTranslatableKey(key)) throw new HttpError(404, languageMessages.noHindi);
  return "hi";
}
