import { expect, test, type Response } from "@playwright/test";
import { desktopOnly } from "./support/viewport.ts";

/**
 * Content routes ship without the framework's scripts (issue 21, decision 064): one small script,
 * the stylesheet inline, at most 40 KB of JavaScript transferred. Interactive routes still hydrate.
 */
const contentRoutes = [
  "/",
  "/about",
  "/services",
  "/services/payroll-services",
  "/packages/essential",
  "/esic",
  "/epfo",
  "/se-guide",
  "/factory-guide",
  "/industrial-licenses",
  "/professional-collaboration",
  "/achievements",
  "/internship",
  "/comparison",
  "/blog",
  "/blog/1",
  "/case-studies",
  "/review",
  "/contact",
  "/privacy",
  "/terms",
  "/tools",
  "/tools/pf-esi-calculator",
  "/mailing-list/confirmed",
];
const budgetBytes = 40 * 1024;

test.describe("page weight", () => {
  test.beforeEach(() => desktopOnly("what a page downloads is the same at every width"));

  test("content routes load one small script, no stylesheet file, and at most 40 KB of JavaScript", async ({
    page,
  }) => {
    test.slow(); // two dozen page loads
    for (const path of contentRoutes) {
      const scripts: { url: string; bytes: number }[] = [];
      let stylesheets = 0;
      const onResponse = async (response: Response) => {
        const type = response.request().resourceType();
        if (type === "stylesheet") stylesheets++;
        if (type !== "script") return;
        const sizes = await response.request().sizes();
        scripts.push({ url: response.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
      };
      page.on("response", onResponse);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await page.waitForLoadState("networkidle");
      page.off("response", onResponse);
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
      expect(
        scripts.map((s) => new URL(s.url).pathname),
        path,
      ).toEqual([expect.stringMatching(/content-page-.*\.js$/)]);
      expect(total, `${path} JavaScript bytes`).toBeLessThanOrEqual(budgetBytes);
      expect(stylesheets, `${path} stylesheet files`).toBe(0);
      expect(await page.locator("head style").count(), `${path} inline stylesheet`).toBe(1);
      expect(await page.locator("link[rel=modulepreload]").count(), `${path} module preloads`).toBe(0);
    }
  });

  test("interactive routes still hydrate with React Router's scripts", async ({ page }) => {
    for (const path of ["/cart", "/login", "/product-listing"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      expect(await page.locator("link[rel=modulepreload]").count(), path).toBeGreaterThan(2);
      expect(await page.locator('link[rel="stylesheet"]').count(), path).toBe(1);
    }
  });
});
