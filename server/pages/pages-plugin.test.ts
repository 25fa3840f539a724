import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaths } from "../../contract/console/admin.ts";
import { genericMessages } from "../../contract/api/errors.ts";
import { testPageBuild } from "../../tests/setup/page-build.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { bearer, loginAs } from "../../tests/setup/api-helpers.ts";
import type { PageCacheStats } from "./page-cache.ts";
import { pagesPlugin } from "./pages-plugin.ts";

describe("pages through the page cache", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({}, (app, { env, db }) =>
      app.register(pagesPlugin, { build: testPageBuild(), mode: "production", db, env }),
    );
    token = await loginAs(t);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const head = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "HEAD", url, headers });
  const stats = async () => {
    const answer = await get(adminPaths.pageCache, bearer(token));
    expect(answer.statusCode).toBe(200);
    return answer.json<PageCacheStats>();
  };
  /** The URL the page says it was rendered from. */
  const renderedUrl = (html: string) => new URL(/<p id="url">([^<]*)<\/p>/.exec(html)?.[1] ?? "none");

  it("answers a GET in full after a HEAD came first (HEAD is never kept on its own)", async () => {
    for (const [url, type, content] of [
      ["/about?x=1", "text/html", '<p id="url">'],
      ["/?x=1", "text/html", '<p id="url">'],
      ["/posts/1?x=1", "text/html", '<p id="url">'],
      ["/feed.xml?x=1", "application/rss+xml", "<rss>"],
    ] as const) {
      const first = await head(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["content-type"], url).toContain(type);
      expect(first.body, url).toBe("");
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"], url).toContain(type);
      expect(page.body, url).toContain(content);
      expect(page.headers["etag"], url).toBe(first.headers["etag"]);
    }
  });

  it("answers HEAD from the cached GET: same headers, no body", async () => {
    const page = await get("/posts/1", { "accept-encoding": "br" });
    const again = await head("/posts/1", { "accept-encoding": "br" });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe("");
    for (const name of ["etag", "content-type", "content-encoding", "content-security-policy", "content-length"]) {
      expect(again.headers[name], name).toBe(page.headers[name]);
    }
  });

  it("renders a page that ignores its query string from its bare path and keeps one entry for it", async () => {
    const before = await stats();
    const tags = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const answer = await get(`/about?utm_source=news&utm_campaign=c${i}&fbclid=f${i}&gclid=g${i}&x=${i}`);
      expect(answer.statusCode).toBe(200);
      expect(renderedUrl(answer.body).search).toBe("");
      tags.add(answer.headers["etag"] as string);
    }
    expect(tags.size).toBe(1);
    expect((await get("/about")).headers["etag"]).toBe([...tags][0]);
    const after = await stats();
    expect(after.entries - before.entries).toBeLessThanOrEqual(1);
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(20);
  });

  it("never keeps a page that answers Cache-Control: no-store (its HTML changes with the clock)", async () => {
    const before = await stats();
    for (let i = 0; i < 3; i++) {
      const answer = await get("/slots");
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["cache-control"]).toContain("no-store");
    }
    const after = await stats();
    expect(after.entries).toBe(before.entries);
    expect(after.hits).toBe(before.hits);
  });

  it("renders a path that looks like another host (//host/x) on this site's own origin", async () => {
    const answer = await get("//evil.example/about?utm_source=x");
    expect(renderedUrl(answer.body).origin).toBe(t.env.PUBLIC_BASE_URL);
  });

  it("renders a page with declared query keys fresh, without undeclared parameters, and never stores it", async () => {
    const before = await stats();
    for (let i = 0; i < 5; i++) {
      const answer = await get(`/calculator?salary=${1000 + i}&utm_source=ad&state=RJ&fbclid=x${i}`);
      expect(answer.statusCode).toBe(200);
      const url = renderedUrl(answer.body);
      expect(url.pathname).toBe("/calculator");
      expect([...url.searchParams.keys()].sort()).toEqual(["salary", "state"]);
      expect(url.searchParams.get("salary")).toBe(String(1000 + i));
    }
    const after = await stats();
    expect(after.entries).toBe(before.entries);
    expect(after.passes - before.passes).toBe(5);

    // Without any declared key it is an ordinary page, kept under its path.
    const plain = await get("/calculator?utm_medium=mail");
    expect(renderedUrl(plain.body).search).toBe("");
    expect((await get("/calculator")).headers["etag"]).toBe(plain.headers["etag"]);
    expect((await stats()).entries).toBe(after.entries + 1);
  });

  it("tells browsers and proxies not to store a page rendered for a declared query value, nor to pass its URL on", async () => {
    for (const url of ["/calculator?salary=1000", "/calculator.data?salary=1000&_routes=routes/calculator"]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["cache-control"], url).toBe("no-store");
      expect(answer.headers["referrer-policy"], url).toBe("no-referrer");
    }
    // A page for everyone keeps its revalidated caching and the site's referrer policy.
    const shared = await get("/calculator?utm_source=x");
    expect(shared.headers["cache-control"]).toBe("no-cache");
    expect(shared.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("compresses a page rendered for one request, as the client accepts, and leaves a small one as it is", async () => {
    // The test page prints its URL and the loader's copy of the query: a long value makes it >1 kB.
    const url = `/calculator?salary=${"9".repeat(1500)}`;
    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [accept, decode] of [
      ["br", brotliDecompressSync],
      ["gzip, deflate", gunzipSync],
    ] as const) {
      const packed = await get(url, { "accept-encoding": accept });
      expect(packed.headers["content-encoding"], accept).toBe(accept.split(",")[0]);
      expect(packed.headers["vary"], accept).toBe("Accept-Encoding");
      expect(packed.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 4);
      expect(decode(packed.rawPayload).toString("utf8"), accept).toBe(plain.body);
    }
    const small = await get("/calculator?salary=1", { "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body).toContain('<p id="url">');
  });

  it("keys data requests by path and React Router's _routes, never by tracking parameters", async () => {
    const before = await stats();
    const one = await get("/about.data?utm_source=a");
    const two = await get("/about.data?utm_source=b&gclid=2");
    expect(one.statusCode).toBe(200);
    expect(two.headers["etag"]).toBe(one.headers["etag"]);
    const only = await get("/about.data?_routes=routes/about&fbclid=1");
    expect(only.statusCode).toBe(200);
    expect(only.body).toContain("routes/about");
    expect(only.body).not.toContain("baseUrl");
    expect((await stats()).entries - before.entries).toBe(2);
  });

  it("passes route discovery requests through with their query string, unstored", async () => {
    const before = await stats();
    const answer = await get("/__manifest?paths=%2Fabout&version=test");
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Record<string, unknown>>()).toHaveProperty("routes/about");
    expect((await stats()).entries).toBe(before.entries);
  });

  it("answers 304 to a weak or listed If-None-Match, as the list caches do", async () => {
    const etag = (await get("/about")).headers["etag"] as string;
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, `"other",W/${etag}`, "*"]) {
      expect((await get("/about?utm_source=x", { "if-none-match": held })).statusCode, held).toBe(304);
    }
    expect((await get("/about", { "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("shows its size, entries and hit rate to editors only", async () => {
    expect((await get(adminPaths.pageCache)).statusCode).toBe(401);
    const now = await stats();
    expect(now.maxBytes).toBe(64 * 1024 * 1024);
    expect(now.bytes).toBeGreaterThan(0);
    expect(now.hitRate).toBeCloseTo(now.hits / (now.hits + now.misses));
  });

  it("drops every page when content changes", async () => {
    await get("/about");
    t.app.content.changed("posts");
    expect((await stats()).entries).toBe(0);
  });

  describe("forms posted without JavaScript (decision 064)", () => {
    const form = (url: string, body: string, type = "application/x-www-form-urlencoded") =>
      t.app.inject({ method: "POST", url, payload: body, headers: { "content-type": type } });

    it("hands a url-encoded form to the page's action, which reaches the service, and keeps nothing", async () => {
      const email = `form${Date.now()}@example.com`;
      const answer = await form("/signup", `email=${encodeURIComponent(email)}&website=`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["content-security-policy"]).toContain("script-src");
      expect(answer.body).toContain('"message":"Subscription successful!"');
      const again = await form("/signup", `email=${encodeURIComponent(email)}`);
      expect(again.body).toContain("You are already on our mailing list. Thank you!");
      expect((await get("/signup")).body).not.toContain("Subscription successful!");
    });

    it("answers a refusal with 400 and the contract's sentence for the field", async () => {
      const answer = await form("/signup", "email=not-an-address");
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('"fields":{"email":"Please enter a valid email address."}');
    });

    it("refuses a percent-encoded NUL, which PostgreSQL could not store, with a 400 (security review I2)", async () => {
      const answer = await form("/signup", "email=a%00b%40example.com");
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: genericMessages.invalidRequest, message: genericMessages.invalidRequest });
    });

    it("takes no JSON, and no form for the API's paths", async () => {
      const json = await form("/signup", JSON.stringify({ email: "a@example.com" }), "application/json");
      expect([404, 415]).toContain(json.statusCode);
      expect(json.body).not.toContain("Subscription successful!");
      // Refused before or by the handler (404 or 415): the API takes no form bodies.
      expect([404, 415]).toContain((await form("/api/not-a-route", "email=a%40example.com")).statusCode);
    });
  });
});
