import { isContentKey, type ContentKey } from "../../../contract/content/documents.ts";
import { sameSecret, secretHash } from "../../signing.ts";

/** How long a preview link works: long enough to look at a page on two screens, short enough that a leaked link soon dies. */
export const previewLifetimeMs = 30 * 60 * 1000;

/**
 * A signed token that lets a page be rendered with a document's draft (issue 28's Preview). The
 * console cannot send its bearer token with a frame's request, so the link carries this instead:
 * the key and the end of its life, signed with SESSION_SECRET. It opens the draft of one document
 * only, and pages rendered with it are never cached or indexed.
 */
export function previewToken(secret: string, key: ContentKey, now: Date): string {
  const body = `${key}.${now.getTime() + previewLifetimeMs}`;
  return `${body}.${secretHash(secret, "content-preview", body)}`;
}

/** The key a token previews, or null for a forged or expired one. */
export function previewedKey(secret: string, token: string, now: Date): ContentKey | null {
  const match = /^([a-z0-9-]{1,60})\.(\d{13})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const [, key = "", expires = "0", signature = ""] = match;
  if (!sameSecret(secretHash(secret, "content-preview", `${key}.${expires}`), signature)) return null;
  if (Number(expires) < now.getTime() || !isContentKey(key)) return null;
  return key;
}
