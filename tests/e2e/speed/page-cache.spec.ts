import { expect, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console-errors.ts";

// What the page cache answers (server/pages/, docs/decisions/014): HEAD never leaves an empty page
// behind, and links carrying tracking parameters get the cached page, which hydrates cleanly.
test.describe("the page cache", () => {
  test("a HEAD first (uptime monitors, link checkers) leaves every page whole for the next visitor", async ({
    page,
    request,
  }) => {
    for (const [path, type] of [
      ["/about?x=1", "text/html"],
      ["/?x=1", "text/html"],
      ["/blog/1?x=1", "text/html"],
      ["/rss.xml?x=1", "application/rss+xml"],
      ["/sitemap.xml?x=1", "application/xml"],
    ] as const) {
      const head = await request.head(path);
      expect(head.status(), path).toBe(200);
      expect(head.headers()["content-type"], path).toContain(type);
      const get = await request.get(path);
      expect(get.headers()["content-type"], path).toContain(type);
      expect((await get.body()).length, path).toBeGreaterThan(1000);
      expect(get.headers()["etag"], path).toBe(head.headers()["etag"]);
    }
    await page.goto("/about?x=1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a link with tracking parameters opens the page, which hydrates without errors and keeps its URL", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    for (const path of [
      "/about?utm_source=newsletter&utm_medium=email&utm_campaign=nov",
      "/?gclid=EAIaIQobChMI&utm_source=google",
      "/blog/1?fbclid=IwAR0abc123",
      // The content pages above are enhanced by their one script; the cart hydrates React Router.
      "/cart?utm_source=newsletter",
    ]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await page.waitForLoadState("networkidle");
      expect(new URL(page.url()).search, path).toBe(path.slice(path.indexOf("?")));
    }
    // Hydrated for real: the logo link moves to the home page in the client, without a new document.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page
      .getByRole("link", { name: /, home$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("main h1")).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });
});
