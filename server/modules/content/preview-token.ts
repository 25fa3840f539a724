import { isContentKey, type ContentKey } from "../../../contract/content/documents.ts";
import { isTranslatableKey } from "../../../contract/content/hindi-documents.ts";
import type { Language } from "../../../contract/shared/language.ts";
import { sameSecret, secretHash } from "../../signing.ts";
import { documentOfStorageKey, storageKeyOf } from "./document-language.ts";

/** How long a preview link works: long enough to look at a page on two screens, short enough that a leaked link soon dies. */
export const previewLifetimeMs = 30 * 60 * 1000;

/**
 * A signed token that lets a page be rendered with a document's draft (issue 28's Preview). The
 * console cannot send its bearer token with a frame's request, so the link carries this instead:
 * the key and the end of its life, signed with SESSION_SECRET. It opens the draft of one document
 * only (in one language: a Hindi draft's token names `<key>@hi`), and pages rendered with it are
 * never cached or indexed.
 */
export function previewToken(secret: string, key: ContentKey, now: Date, language: Language = "en"): string {
  const body = `${storageKeyOf(key, language)}.${now.getTime() + previewLifetimeMs}`;
  return `${body}.${secretHash(secret, "content-preview", body)}`;
}

/** The document (and its language) a token previews, or null for a forged or expired one. */
export function previewedDocument(
  secret: string,
  token: string,
  now: Date,
): { key: ContentKey; language: Language } | null {
  const match = /^([a-z0-9-]{1,60}(?:@hi)?)\.(\d{13})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const [, stored = "", expires = "0", signature = ""] = match;
  if (!sameSecret(secretHash(secret, "content-preview", `${stored}.${expires}`), signature)) return null;
  const { key, language } = documentOfStorageKey(stored);
  if (Number(expires) < now.getTime() || !isContentKey(key)) return null;
  if (language === "hi" && !isTranslatableKey(key)) return null;
  return { key, language };
}
