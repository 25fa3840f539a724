import type { Language } from "../shared/language.ts";
import type { ContentKey } from "../content/documents.ts";

/** `?lang=hi` for a document's Hindi version (decision 124); nothing for the English. */
const inLanguage = (language: Language | undefined) => (language === "hi" ? "?lang=hi" : "");

/**
 * The console's content documents (issue 28): paths, texts and answers of /api/admin/content. Each
 * path takes the document's language; English, the default, is the path as it always was.
 */
export const contentPaths = {
  list: "/api/admin/content",
  document: (key: string, language?: Language) =>
    `/api/admin/content/${encodeURIComponent(key)}${inLanguage(language)}`,
  publish: (key: string, language?: Language) =>
    `/api/admin/content/${encodeURIComponent(key)}/publish${inLanguage(language)}`,
  versions: (key: string, language?: Language) =>
    `/api/admin/content/${encodeURIComponent(key)}/versions${inLanguage(language)}`,
  version: (key: string, version: number, language?: Language) =>
    `/api/admin/content/${encodeURIComponent(key)}/versions/${version}${inLanguage(language)}`,
  revert: (key: string, language?: Language) =>
    `/api/admin/content/${encodeURIComponent(key)}/revert${inLanguage(language)}`,
  preview: (key: string, language?: Language) =>
    `/api/admin/content/${encodeURIComponent(key)}/preview${inLanguage(language)}`,
  discard: (key: string, language?: Language) =>
    `/api/admin/content/${encodeURIComponent(key)}/draft${inLanguage(language)}`,
} as const;

/** The query parameter a preview link carries its signed token in. */
export const previewParam = "preview";

export const contentMessages = {
  unknown: "There is no content document with that name.",
  invalid: "Some fields need attention: see the messages beside them.",
  saved: "Draft saved. Visitors still see the published page.",
  published: "Published: visitors see it now.",
  noDraft: "There is no draft to publish: save your changes first.",
  discarded: "Draft discarded.",
  reverted: (what: string) => `Published ${what} again as a new version.`,
  noVersion: "There is no such version of this page.",
  revertBody: 'Send { "version": n } or { "default": true }.',
  busy: "Someone published this page at the same moment: reload and try again.",
  previewExpired: "This preview link has expired: open Preview again from the console.",
} as const;

/** One row of GET /api/admin/content. */
export interface ContentSummary {
  key: ContentKey;
  title: string;
  path: string;
  draftPending: boolean;
  publishedAt: string | null;
  publishedBy: string | null;
  version: number | null;
}

/** GET /api/admin/content/{key}: the draft (null when none), the document in force and its JSON Schema. */
export interface ContentView {
  key: ContentKey;
  title: string;
  path: string;
  draft: unknown;
  published: unknown;
  schema: Record<string, unknown>;
  typedDefault: unknown;
  draftSavedAt: string | null;
  draftSavedBy: string | null;
}

/** One published version: who and when, and where it came from (a draft, an older version or the default). */
export interface ContentVersion {
  version: number;
  at: string;
  by: string;
  source: string;
}

/**
 * What `?lang=hi` adds to a document's answers (issue 29, decision 124): when the English was last
 * published, and whether that was after the Hindi's last publish (the Hindi needs review). A
 * comparison, not a stored state: publishing the Hindi clears it.
 */
export interface TranslationState {
  language: "hi";
  englishPublishedAt: string | null;
  needsReview: boolean;
}

/** GET /api/admin/content/{key}?lang=hi. */
export type TranslatedContentView = ContentView & TranslationState;

/** A row of GET /api/admin/content?lang=hi: only the documents with a Hindi version. */
export type TranslatedContentSummary = ContentSummary & TranslationState;

/** The query that addresses a document's Hindi version on every /api/admin/content path. */
export const hindiQuery = inLanguage("hi");
