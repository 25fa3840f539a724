import { expect, test } from "@playwright/test";

// How a page reaches a phone on a slow connection (app/root.tsx, app/entry.server.tsx, vite.config.ts).
test.describe("page loading", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "loading order is the same for every viewport");

  test("on a page that hydrates, the stylesheet is requested before the scripts, which come in few files", async ({
    page,
  }) => {
    // Content pages carry their CSS inline and no framework scripts (page-weight.spec.ts).
    await page.goto("/cart");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    );
    const stylesheet = requests.find((r) => r.path.endsWith(".css"));
    const scripts = requests.filter((r) => r.path.endsWith(".js"));
    expect(stylesheet).toBeDefined();
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.length).toBeLessThanOrEqual(20);
    for (const script of scripts) expect(script.start).toBeGreaterThanOrEqual(stylesheet!.start);
  });

  test("content is in place without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ["/", "/esic", "/blog/1", "/product-listing"]) {
      await page.goto(path);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator("footer")).toContainText("Total Visitors");
      expect(await page.locator("template").count(), `${path} holds no content back for a script`).toBe(0);
    }
    await context.close();
  });
});
