import { expect, test, type Page } from "@playwright/test";
import { onPhoneOnly } from "../support/viewport.ts";
import { editorSession, signInPage } from "../support/editor-session.ts";

/**
 * What a signed-in editor sees on a phone while the editors' pages and the console read the stored
 * session: nothing in view moves (issue 21 keeps Lighthouse at 95 or more there). Before, the
 * loader left the footer in view and the top bar's editor items wrapped it onto a second line:
 * Lighthouse measured a layout shift of 0.4-0.5.
 */
// The phone layout is the one that wrapped.
test.describe("layout stability for a signed-in editor", onPhoneOnly, () => {
  /** The layout shift the page has had so far, as Chromium reports it (input-driven shifts excluded). */
  const layoutShift = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );

  test("the editors' pages and the console open without moving what is in view", async ({ page, request }) => {
    await signInPage(page, await editorSession(request));
    // As on a phone's connection: the server's HTML paints well before the scripts arrive and the
    // page renders for the session (on loopback it would render before the first paint).
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const pages: [string, () => Promise<void>][] = [
      ["/create-blog", () => expect(page.locator(".ql-editor")).toBeVisible()],
      ["/products-create", () => expect(page.getByLabel("Product Title")).toBeVisible()],
      ["/admin", () => expect(page.getByRole("searchbox", { name: "Search name, e-mail or number" })).toBeVisible()],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await ready();
      expect(await layoutShift(page), path).toBeLessThan(0.05);
    }
  });
});
