import { contentDefaults, type ContentDocuments, type ContentKey } from "./documents.ts";
import type { Language } from "../shared/language.ts";
import { aboutHi } from "./hi/about.ts";
import { contactHi } from "./hi/contact.ts";
import { homeHi } from "./hi/home.ts";
import { privacyHi } from "./hi/privacy.ts";
import { marketingDocumentsHi } from "./hi/marketing.ts";
import { termsHi } from "./hi/terms.ts";

/**
 * THE registry of Hindi content documents (issue 29, decision 124): one entry per document that has
 * a Hindi version, its hand-written typed default. A document listed here gets a Hindi draft,
 * publish, history, preview and restore in the console (`?lang=hi` on /api/admin/content); one not
 * listed is English only (no Hindi tab). Each default is typed by the English document's own
 * interface, so the compiler keeps the two in step.
 */
export const hindiContentDefaults = {
  home: homeHi,
  about: aboutHi,
  contact: contactHi,
  privacy: privacyHi,
  terms: termsHi,
  // The services listing, the ten service pages and the three packages.
  ...marketingDocumentsHi,
} satisfies { readonly [K in ContentKey]?: ContentDocuments[K] };

/** A document with a Hindi version. */
export type TranslatableKey = keyof typeof hindiContentDefaults;

export const isTranslatableKey = (key: string): key is TranslatableKey => Object.hasOwn(hindiContentDefaults, key);

export const translatableKeys = Object.keys(hindiContentDefaults) as TranslatableKey[];

/** A document's typed default in a language: the Hindi one where it has one, else the English. */
export function typedDefaultIn<K extends ContentKey>(key: K, language: Language): ContentDocuments[K] {
  if (language === "hi" && isTranslatableKey(key)) return hindiContentDefaults[key] as ContentDocuments[K];
  return contentDefaults[key];
}
