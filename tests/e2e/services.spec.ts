import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { servicePages } from "../../contract/legal-content/service-pages.ts";
import { defaultSite, telHref } from "../../contract/shared/site.ts";

/** Services overview and the ten service pages (SPEC 2.6). */

async function expectNoSevereAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("the overview has a hero with badge, two link buttons and three stats, the services grid and three feature cards", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(page.getByText("HR and labour-law compliance since 2019")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Book a free consultation" })).toHaveAttribute("href", "/book");
  await expect(page.getByRole("link", { name: "Compare HR plans" })).toHaveAttribute("href", "/comparison");
  for (const value of ["100+", "180+", "50+"]) await expect(page.getByText(value, { exact: true })).toBeVisible();

  const grid = page.locator("section", {
    has: page.getByRole("heading", { name: "Services for every stage of the employee lifecycle" }),
  });
  const cards = grid.locator("article");
  await expect(cards).toHaveCount(10);
  for (const card of await cards.all()) {
    await expect(card.locator("li")).not.toHaveCount(0);
    await expect(card.getByRole("link", { name: /^Enquire about / })).toHaveAttribute("href", "/contact");
  }
  await grid.getByRole("link", { name: "Enquire about Vendor Audit" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the overview's feature cards and each card title leads to its service page", async ({ page }) => {
  await page.goto("/services");
  const why = page.locator("section", { has: page.getByRole("heading", { name: "Why employers stay with us" }) });
  await expect(why.getByRole("heading", { level: 3 })).toHaveCount(3);
  await page.getByRole("link", { name: "Mines Compliances", exact: true }).last().click();
  await expect(page).toHaveURL(/\/services\/mines$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mines Compliances");
});

test("every service page has its own title, description and bulleted list, and the rules-change note", async ({
  page,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const service of servicePages) {
    const response = await page.goto(`/services/${service.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
    const list = page
      .locator("section", { has: page.getByRole("heading", { name: service.listHeading }) })
      .locator("li");
    await expect(list).toHaveCount(service.points.length);
    await expect(page.getByText(/Last reviewed/)).toBeVisible();
    // The page names the official sources its legal points rest on, as links.
    const sources = page.getByTestId("review-sources").getByRole("link");
    expect(await sources.count()).toBe(service.review.sources.length);
    for (const source of service.review.sources)
      await expect(page.getByRole("link", { name: new RegExp(`^${source.name}`) })).toHaveAttribute("href", source.url);
    await expect(page.getByText(/check the current position with the department or authority concerned/)).toBeVisible();
    await expect(page.getByRole("img", { name: service.illustration.alt })).toHaveCount(1);
  }
  expect(titles.size).toBe(servicePages.length);
  expect(descriptions.size).toBe(servicePages.length);
});

test("the five call pages have a Call Our Experts button that dials the firm's number", async ({ page }) => {
  const callSlugs = ["flexi-staffing", "vendor-audit", "payroll-compliance", "risk-audit", "mines"];
  expect(
    servicePages
      .filter((p) => p.layout === "call")
      .map((p) => p.slug)
      .sort(),
  ).toEqual([...callSlugs].sort());
  for (const slug of callSlugs) {
    await page.goto(`/services/${slug}`);
    const call = page.getByRole("link", { name: "Call Our Experts" });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", telHref(defaultSite));
    expect(telHref(defaultSite)).toMatch(/^tel:\+91\d{10}$/);
  }
});

test("the listed pages end with a contact section instead of the call button", async ({ page }) => {
  for (const slug of ["payroll-services", "establishment-compliances", "vendor-compliance", "factory-compliance"]) {
    await page.goto(`/services/${slug}`);
    await expect(page.getByRole("link", { name: "Call Our Experts" })).toHaveCount(0);
    const contact = page.locator("section", { has: page.locator("#contact-heading") });
    await expect(contact.getByRole("link", { name: "Send an enquiry" })).toHaveAttribute("href", "/contact");
    await expect(contact.getByRole("link", { name: /\+91/ })).toHaveAttribute("href", telHref(defaultSite));
  }
  await page.getByRole("link", { name: "Send an enquiry" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the recruitment page shows the four steps in order", async ({ page }) => {
  await page.goto("/services/requirement-process");
  const steps = page
    .locator("section", { has: page.getByRole("heading", { name: "Our recruitment process in four steps" }) })
    .getByRole("heading", { level: 3 });
  await expect(steps).toHaveText([
    "Understanding the Essentials",
    "A Comprehensive Guide",
    "Effective Recruitment Strategies",
    "Screening and Shortlisting",
  ]);
});

test("an unknown service answers 404", async ({ page }) => {
  const response = await page.goto("/services/no-such-service");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("axe finds no serious or critical violations on /services", async ({ page }) => {
  await page.goto("/services");
  await expectNoSevereAxeViolations(page);
});

test("axe finds no serious or critical violations on a service page", async ({ page }) => {
  await page.goto("/services/payroll-compliance");
  await expectNoSevereAxeViolations(page);
  await page.goto("/services/requirement-process");
  await expectNoSevereAxeViolations(page);
});
