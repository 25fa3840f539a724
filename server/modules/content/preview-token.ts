import { isContentKey, type ContentKey } from "../../../contract/content/documents.ts";
import { sameSecret, secretHash } from "../../signing.ts";

/** How long a preview link works: long enough to look at a page on two screens, short enough that a leaked link soon dies. */
export const previewLifetimeMs = 30 * 60 * 1000;

/**
 * What a preview link opens: one content document's draft (issue 28's Preview) or one post that is
 * not public yet (a draft or a scheduled post).
 */
export type Previewed = { kind: "content"; key: ContentKey } | { kind: "post"; id: number };

/**
 * A signed token that lets a page be rendered with what staff have not published. The console
 * cannot send its bearer token with a frame's request, so the link carries this instead: what it
 * opens and the end of its life, signed with SESSION_SECRET, each kind under its own purpose so a
 * token of one kind never opens the other. Pages rendered with it are never cached or indexed.
 */
export function previewToken(secret: string, previewed: Previewed, now: Date): string {
  const subject = previewed.kind === "content" ? previewed.key : `post-${previewed.id}`;
  const body = `${subject}.${now.getTime() + previewLifetimeMs}`;
  return `${body}.${secretHash(secret, purposeOf(previewed.kind), body)}`;
}

/** What a token opens, or null for a forged or expired one. */
export function previewedBy(secret: string, token: string, now: Date): Previewed | null {
  const match = /^([a-z0-9-]{1,60})\.(\d{13})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const [, subject = "", expires = "0", signature = ""] = match;
  if (Number(expires) < now.getTime()) return null;
  const post = /^post-([1-9]\d{0,15})$/.exec(subject);
  const previewed: Previewed | null = post
    ? { kind: "post", id: Number(post[1]) }
    : isContentKey(subject)
      ? { kind: "content", key: subject }
      : null;
  if (!previewed) return null;
  return sameSecret(secretHash(secret, purposeOf(previewed.kind), `${subject}.${expires}`), signature)
    ? previewed
    : null;
}

const purposeOf = (kind: Previewed["kind"]) => (kind === "content" ? "content-preview" : "post-preview");
