import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pageContentSecurityPolicy } from "./page-csp.ts";

const hash = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("pageContentSecurityPolicy", () => {
  it("allows exactly the page's own inline scripts by hash", () => {
    const html = `<html><head><script>window.a=1</script><script type="module">import("/assets/x.js")</script><script src="/assets/y.js"></script></head><body><script type="application/ld+json">{"a":1}</script></body></html>`;
    const csp = pageContentSecurityPolicy(html);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toContain(hash("window.a=1"));
    expect(scriptSrc).toContain(hash('import("/assets/x.js")'));
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(3);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("gives the same policy for the same page, so a cached page keeps a valid one", () => {
    const html = "<script>x()</script>";
    expect(pageContentSecurityPolicy(html)).toBe(pageContentSecurityPolicy(html));
    expect(pageContentSecurityPolicy("<script>y()</script>")).not.toBe(pageContentSecurityPolicy(html));
  });
});
