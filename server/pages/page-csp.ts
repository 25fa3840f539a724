import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy for one rendered page: scripts only from this origin plus the inline
 * scripts the site wrote itself in this render, by hash. Those carry the render's nonce
 * (app/lib/script-nonce.ts); any other inline script (one that reached the HTML through stored
 * content) is left out and refused by the browser (security review L1). Hashes, not the nonce, go
 * into the policy, so it stays valid for the page served again from the cache.
 */
export function pageContentSecurityPolicy(html: string, nonce: string | null): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = "", body = ""] = match;
    if (nonce === null || body.length === 0 || !attributes.includes(` nonce="${nonce}"`)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(" ")}`.trim(),
    // React sets style attributes (carousel offsets, progress bars); no script can come from them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    "font-src 'self'",
    "connect-src 'self'",
    // 'self': the console frames a content preview (issue 28); every other page of ours refuses framing.
    "frame-src 'self' https://www.google.com https://maps.google.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
