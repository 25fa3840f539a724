import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeadersPlugin } from "./security-headers.ts";
import { staticAssetsPlugin } from "./static-assets.ts";

describe("built files", () => {
  let app: FastifyInstance;
  let root: string;
  const script = "export const answer = 42;\n".repeat(20);

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "static-assets-"));
    mkdirSync(path.join(root, "assets"));
    writeFileSync(path.join(root, "assets", "page-AbC123.js"), script);
    writeFileSync(path.join(root, "assets", "page-AbC123.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(root, "assets", "app-AbC123.css"), "body{color:red}");
    writeFileSync(path.join(root, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const verification = "<style>p{color:red}</style><p>verification</p>".repeat(20);
    writeFileSync(path.join(root, "google0123456789abcdef.html"), verification);
    writeFileSync(path.join(root, "google0123456789abcdef.html.br"), brotliCompressSync(verification));
    app = Fastify();
    await app.register(securityHeadersPlugin);
    await app.register(staticAssetsPlugin, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves a fingerprinted script compressed, cached for a year, with nosniff and nothing a document needs", async () => {
    const answer = await app.inject({ url: "/assets/page-AbC123.js", headers: { "accept-encoding": "br" } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["vary"]).toBe("accept-encoding");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    for (const name of [
      "etag",
      "last-modified",
      "accept-ranges",
      "content-security-policy",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(answer.headers[name], name).toBeUndefined();
    }
  });

  it("lets a static HTML file show its own styles and images but run nothing; an SVG still gets the locked-down CSP", async () => {
    for (const encoding of ["identity", "br"]) {
      const page = await app.inject({ url: "/google0123456789abcdef.html", headers: { "accept-encoding": encoding } });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-encoding"]).toBe(encoding === "br" ? "br" : undefined);
      const csp = String(page.headers["content-security-policy"]);
      expect(csp, encoding).toContain("script-src 'none'");
      expect(csp, encoding).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, encoding).toContain("img-src 'self' data: https:");
      expect(page.headers["x-frame-options"]).toBe("DENY");
    }
    const icon = await app.inject({ url: "/favicon.svg" });
    expect(icon.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  });

  it("leaves stylesheets without document headers too", async () => {
    const answer = await app.inject({ url: "/assets/app-AbC123.css" });
    expect(answer.headers["content-type"]).toMatch(/^text\/css/);
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("keeps validators, an hour's cache and every security header on files that are not fingerprinted", async () => {
    const answer = await app.inject({ url: "/favicon.svg" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=3600");
    expect(answer.headers["etag"]).toBeDefined();
    // An SVG is a document when opened on its own: it gets the locked-down policy.
    expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
  });
});
