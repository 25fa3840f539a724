import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { publicPagePaths } from "../../app/content/public-pages.ts";
import { collectConsoleErrors } from "./support/console-errors.ts";
import { e2eDataDir } from "./support/server.ts";

test.describe("search engines and security headers", () => {
  test("sitemap.xml lists every public page and every post", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    for (const path of publicPagePaths) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    const [posts] = (await (await request.get("/api/blogs")).json()) as [{ id: number }[]];
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(xml).toContain(`<loc>${baseURL}/blog/${post.id}</loc>`);
  });

  test("robots.txt allows crawling and names the sitemap; rss.xml lists posts", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const rss = await request.get("/rss.xml");
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    expect(await rss.text()).toMatch(/<item>[\s\S]*<link>.*\/blog\/\d+<\/link>/);
  });

  test("pages carry a unique title, a description and a canonical URL", async ({ page, baseURL }) => {
    const seen = new Set<string>();
    for (const path of ["/", "/about", "/esic", "/services/vendor-audit", "/packages/essential", "/blog"]) {
      await page.goto(path);
      const title = await page.title();
      expect(seen.has(title), `${path} title "${title}" is unique`).toBe(false);
      seen.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    }
  });

  test("every answer carries the security headers; pages a hash-based CSP", async ({ request }) => {
    for (const path of ["/", "/api/blogs", "/healthz", "/no-such-page"]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["x-powered-by"], path).toBeUndefined();
    }
    const csp = (await request.get("/")).headers()["content-security-policy"]!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");
  });

  test("an inline script that reached stored content is refused by the page's CSP (security review L1)", async ({
    page,
  }) => {
    test.skip(!!process.env["E2E_EXTERNAL_SERVER"], "writes the e2e server's SQLite file, as a sanitizer bypass would");
    const db = new DatabaseSync(path.join(e2eDataDir, "site.db"));
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        "insert into posts (title, content, tag, category, author, excerpt, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        "Injected post",
        "<p>Hello</p><script>window.injected = true</script>",
        "",
        "blog",
        "Test",
        "Hello",
        now,
        now,
      );
    db.close();
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/.test(m.text())) refused.push(m.text());
    });
    await page.goto(`/blog/${lastInsertRowid}`);
    await expect(page.getByRole("heading", { name: "Injected post" })).toBeVisible();
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    expect(refused.some((text) => text.includes("inline script"))).toBe(true);
  });

  test("pages for a link's secret or a visitor's address are never stored (security review L4)", async ({
    request,
  }) => {
    for (const url of [
      "/orders/1?key=not-the-key",
      "/orders/1.data?key=not-the-key",
      "/tools/reminders?action=start&email=someone%40example.com&state=Rajasthan&kind=all&sig=x",
    ]) {
      const headers = (await request.get(url)).headers();
      expect(headers["cache-control"], url).toBe("no-store");
      expect(headers["referrer-policy"], url).toBe("no-referrer");
    }
  });

  test("a page served again from the cache still runs under its CSP", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
    });
    for (const path of ["/", "/", "/about", "/blog", "/product-listing", "/login"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // Hydrated: the client router navigates without a full load.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(violations).toEqual([]);
  });

  test("public pages hydrate with no errors in the console", async ({ page }) => {
    test.slow(); // thirteen pages, each until hydrated
    const errors = collectConsoleErrors(page);
    for (const path of [
      "/",
      "/about",
      "/services",
      "/packages/essential",
      "/esic",
      "/comparison",
      "/contact",
      "/blog",
      "/blog/1",
      "/review",
      "/product-listing",
      "/cart",
      "/login",
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(errors).toEqual([]);
  });

  test("a repeat visit is answered 304 from the page cache", async ({ request }) => {
    const first = await request.get("/about");
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get("/about", { headers: { "if-none-match": etag! } });
    expect(again.status()).toBe(304);
  });
});
