import { isContentKey, type ContentKey } from "../../../contract/content/documents.ts";
import { isTranslatableKey } from "../../../contract/content/hindi-documents.ts";
import type { Language } from "../../../contract/shared/language.ts";
import { sameSecret, secretHash } from "../../signing.ts";
import { documentOfStorageKey, storageKeyOf } from "./document-language.ts";

/** How long a preview link works: long enough to look at a page on two screens, short enough that a leaked link soon dies. */
export const previewLifetimeMs = 30 * 60 * 1000;

/**
 * What a preview link opens: one content document's draft in one language (issue 28's Preview,
 * decision 124) or one post that is not public yet (a draft or a scheduled post).
 */
export type Previewed = { kind: "content"; key: ContentKey; language: Language } | { kind: "post"; id: number };

/**
 * A signed token that lets a page be rendered with what staff have not published. The console
 * cannot send its bearer token with a frame's request, so the link carries this instead: what it
 * opens (a Hindi draft's token names `<key>@hi`) and the end of its life, signed with
 * SESSION_SECRET, each kind under its own purpose so a token of one kind never opens the other.
 * Pages rendered with it are never cached or indexed.
 */
export function previewToken(secret: string, previewed: Previewed, now: Date): string {
  const subject =
    previewed.kind === "content" ? storageKeyOf(previewed.key, previewed.language) : `post-${previewed.id}`;
  const body = `${subject}.${now.getTime() + previewLifetimeMs}`;
  return `${body}.${secretHash(secret, purposeOf(previewed.kind), body)}`;
}

/** What a token opens, or null for a forged or expired one. */
export function previewedBy(secret: string, token: string, now: Date): Previewed | null {
  const match = /^([a-z0-9-]{1,60}(?:@hi)?)\.(\d{13})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const [, subject = "", expires = "0", signature = ""] = match;
  if (Number(expires) < now.getTime()) return null;
  const previewed = previewedSubject(subject);
  if (!previewed) return null;
  return sameSecret(secretHash(secret, purposeOf(previewed.kind), `${subject}.${expires}`), signature)
    ? previewed
    : null;
}

function previewedSubject(subject: string): Previewed | null {
  const post = /^post-([1-9]\d{0,15})$/.exec(subject);
  if (post) return { kind: "post", id: Number(post[1]) };
  const { key, language } = documentOfStorageKey(subject);
  if (!isContentKey(key) || (language === "hi" && !isTranslatableKey(key))) return null;
  return { kind: "content", key, language };
}

const purposeOf = (kind: Previewed["kind"]) => (kind === "content" ? "content-preview" : "post-preview");
