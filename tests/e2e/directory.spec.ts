import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { onPhoneToo } from "./support/viewport.ts";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("partner network", () => {
  test("shows four partner cards whose links open the partner's site in a new tab", async ({ page, context }) => {
    await page.goto("/professional-collaboration");
    await expect(page.getByRole("heading", { level: 1, name: "A Synergized Network of Success" })).toBeVisible();
    const links = page.getByTestId("partner-link");
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("href", /^https:\/\/[a-z.]+\.example\.(com|net|org)\//);
      await expect(link).toContainText("(opens in a new tab)");
      // Every logo is a real image that loaded, with its alt text.
      const logo = link.getByRole("img");
      await expect(logo).toHaveAttribute("alt", /logo$/);
      await logo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    // The click opens a new page instead of leaving ours; the sample site itself is not reachable here.
    await context.route(/example\.(com|net|org)/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Partner</title>" }),
    );
    const popup = context.waitForEvent("page");
    await links.first().click();
    const partnerPage = await popup;
    expect(partnerPage.url()).toBe("https://payroll.example.com/");
    expect(page.url()).toMatch(/\/professional-collaboration$/);
  });

  test("has no serious or critical accessibility violations", async ({ page }) => {
    await page.goto("/professional-collaboration");
    await expectNoSeriousViolations(page);
  });
});

test.describe("achievements", () => {
  test("shows the map of India with its licence credit, four stat tiles and the trainings tile", async ({ page }) => {
    await page.goto("/achievements");
    await expect(page.getByRole("heading", { level: 1, name: "What have we achieved" })).toBeVisible();
    const map = page.getByRole("img", { name: /Map of India/ });
    await expect(map).toHaveAttribute("width", "612");
    await expect(map).toHaveAttribute("height", "696");
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole("link", { name: /CC BY 4\.0/ })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by/4.0/",
    );
    await expect(page.locator("figcaption")).toContainText("@svg-maps/india by MapSVG");

    const tiles = page.getByTestId("stat-tile");
    await expect(tiles).toHaveCount(5);
    await expect(tiles.nth(0)).toContainText("100+");
    await expect(tiles.nth(1)).toContainText("180+");
    await expect(tiles.nth(1)).toContainText("Experts across India");
    await expect(tiles.nth(2)).toContainText("50+");
    await expect(tiles.nth(2)).toContainText("Vendor audits every month");
    await expect(tiles.nth(3)).toContainText("Resources and infrastructure");
    await expect(tiles.nth(4)).toContainText("1500+");
    await expect(tiles.nth(4)).toContainText("Trainings provided");
  });

  test("the map file is small and credits its source", async ({ request }) => {
    const response = await request.get("/images/map/india.svg");
    expect(response.ok()).toBe(true);
    const body = await response.text();
    expect(body.length).toBeLessThan(25_000);
    expect(body).toContain("CC BY 4.0");
  });

  test("has no serious or critical accessibility violations", async ({ page }) => {
    await page.goto("/achievements");
    await expectNoSeriousViolations(page);
  });
});

test.describe("department and licence directory", () => {
  test("lists the 23 departments with their licences and the verification note", async ({ page }) => {
    await page.goto("/industrial-licenses");
    await expect(page.getByRole("heading", { level: 1, name: "Department and Licence Information" })).toBeVisible();
    await expect(page.getByTestId("licence-note")).toContainText(
      "subject to change and must be verified with the departments",
    );
    const rows = page.getByTestId("licence-row");
    await expect(rows).toHaveCount(23);
    await expect(rows.first().getByRole("rowheader")).toContainText("Labour Department, Rajasthan");
    await expect(rows.nth(1)).toContainText("Factory registration and licence");
    await expect(rows.last().getByRole("rowheader")).toContainText("Employment Department");
    for (const row of await rows.all()) {
      expect(await row.getByRole("listitem").count()).toBeGreaterThan(0);
      // Each row names the department's own site and its own review date.
      const review = row.getByTestId("review-sources");
      await expect(review).toContainText(/^Last reviewed \d{1,2} [A-Z][a-z]+ 20\d\d\. Official sources?: /);
      for (const href of await review.getByRole("link").evaluateAll((els) => els.map((el) => el.getAttribute("href"))))
        expect(href).toMatch(/^https:\/\/[a-z.-]+\.(gov|nic)\.in\//);
    }
    await expect(page.getByText("Last reviewed: 24 November 2026")).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Department / authority" })).toBeAttached();
  });

  test("reads without sideways scrolling on this screen", onPhoneToo, async ({ page }) => {
    await page.goto("/industrial-licenses");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("has no serious or critical accessibility violations", async ({ page }) => {
    await page.goto("/industrial-licenses");
    await expectNoSeriousViolations(page);
  });
});
