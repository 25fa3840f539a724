import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** CSP for anything that is not a page (API answers, uploads): nothing may run or embed it. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * CSP for a static HTML file in the client folder (a search console's verification page, a
 * maintenance page an operator drops in, the bench's static floor): a document that shows its own
 * styles, images and icon like a page, and runs nothing. Under the CSP above it would render
 * unstyled.
 */
export const staticDocumentContentSecurityPolicy =
  "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
  "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * Scripts, stylesheets and fonts can never become a document that runs anything: framing,
 * referrer, permission and CSP headers mean nothing on them, and would add 370 bytes to each of
 * the dozen-odd script answers a page waits for on a phone. They carry nosniff only.
 */
const passiveType = /^(?:text\/javascript|application\/javascript|text\/css|font\/)/;

/**
 * Headers every answer carries. Pages set their own Content-Security-Policy with script hashes
 * (pages/pages-plugin.ts); everything else gets the locked-down one above.
 */
export const securityHeadersPlugin = fp(async function securityHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.removeHeader("X-Powered-By");
    if (passiveType.test(String(reply.getHeader("Content-Type") ?? ""))) return payload;
    // A page carrying a secret in its URL sets no-referrer itself (pages-plugin.ts).
    if (!reply.hasHeader("Referrer-Policy")) reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    // A content preview is framed by the console (pages-plugin.ts sets SAMEORIGIN); nothing else is.
    if (!reply.hasHeader("X-Frame-Options")) reply.header("X-Frame-Options", "DENY");
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", apiContentSecurityPolicy);
    return payload;
  });
});
