import { expect, test, type Page, type Response } from "@playwright/test";
import { editorSession, signInPage } from "../support/editor-session.ts";

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

/** Routes that hydrate in full; the editors' pages and the console are measured signed in. */
const interactiveRoutes = ["/cart", "/checkout", "/login", "/product-listing"];
const editorRoutes = ["/create-blog", "/products-create", "/admin", "/admin/products"];
const interactiveBudgetBytes = 130 * 1024;
/**
 * The post editor's library (Quill, ARCHITECTURE.md), which /create-blog and the console's post
 * editor import when the editor appears: counted on its own, since it alone is most of the 130 KB.
 */
const isEditorLibrary = (url: string) => /\/assets\/quill-[\w-]+\.js$/.test(url);
const editorLibraryBudgetBytes = 50 * 1024;

/**
 * Turns the page's HTTP cache off, so that each load below is a first visit: otherwise every page
 * after the first would count the chunks it shares with earlier ones as 0 bytes.
 */
async function firstVisitsOnly(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
}

/** Loads `path` and answers the scripts it fetched, with the bytes each took on the wire. */
async function scriptsOf(page: Page, path: string): Promise<{ url: string; bytes: number }[]> {
  const scripts: { url: string; bytes: number }[] = [];
  const onResponse = async (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    const sizes = await response.request().sizes();
    scripts.push({ url: response.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  };
  page.on("response", onResponse);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  return scripts;
}

const totalOf = (scripts: { bytes: number }[]) => scripts.reduce((sum, s) => sum + s.bytes, 0);

test.describe("page weight", () => {
  test("content routes load one small script, no stylesheet file, and at most 40 KB of JavaScript", async ({
    page,
  }) => {
    test.slow(); // two dozen page loads
    await firstVisitsOnly(page);
    for (const path of contentRoutes) {
      let stylesheets = 0;
      const onStylesheet = (response: Response) => {
        if (response.request().resourceType() === "stylesheet") stylesheets++;
      };
      page.on("response", onStylesheet);
      const scripts = await scriptsOf(page, path);
      page.off("response", onStylesheet);
      const total = totalOf(scripts);
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

  test("interactive routes, the editors' pages and the console stay within 130 KB of JavaScript", async ({
    page,
    request,
  }) => {
    test.slow(); // a sign-in and eight page loads
    await firstVisitsOnly(page);
    const measure = async (path: string) => {
      const scripts = await scriptsOf(page, path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      const total = totalOf(scripts.filter((s) => !isEditorLibrary(s.url)));
      const editorLibrary = totalOf(scripts.filter((s) => isEditorLibrary(s.url)));
      const figure = `${path}: ${(total / 1024).toFixed(1)} KB in ${scripts.length} files, editor library ${(editorLibrary / 1024).toFixed(1)} KB`;
      test.info().annotations.push({ type: "JavaScript", description: figure });
      expect(total, `${path} JavaScript bytes`).toBeLessThanOrEqual(interactiveBudgetBytes);
      expect(editorLibrary, `${path} editor library bytes`).toBeLessThanOrEqual(editorLibraryBudgetBytes);
    };
    // Signed out first: a signed-in editor is sent on from /login.
    for (const path of interactiveRoutes) await measure(path);
    await signInPage(page, await editorSession(request));
    for (const path of editorRoutes) await measure(path);
  });
});
