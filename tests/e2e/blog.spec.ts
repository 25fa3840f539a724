import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { listBody, samplePost } from "./support/sample-posts.ts";

const serve = (page: Page, body: string, status = 200) =>
  page.route("**/api/blogs", (route) => route.fulfill({ status, contentType: "application/json", body }));

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
}

// 11 blog posts and 3 of other categories: 14 under All, 11 under Blog.
const posts = [
  ...Array.from({ length: 11 }, (_, i) => samplePost(i + 1)),
  samplePost(20, { category: "case-studies", title: "A case study" }),
  samplePost(21, { category: "review", title: "A review" }),
  samplePost(22, { category: "review", title: "Another review" }),
];

test("the list pages 6 at a time, filters reset to page 1, and the ends disable previous and next", async ({
  page,
}) => {
  await serve(page, listBody(posts));
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Latest Insights & Updates" })).toBeVisible();
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(6);
  await expect(page.getByText("Showing 1-6 of 14 articles")).toBeVisible();
  const previous = page.getByRole("button", { name: "Previous" });
  const next = page.getByRole("button", { name: "Next" });
  await expect(previous).toBeDisabled();

  await next.click();
  await expect(page.getByText("Showing 7-12 of 14 articles")).toBeVisible();
  await page.getByRole("button", { name: "Page 3" }).click();
  await expect(page.getByText("Showing 13-14 of 14 articles")).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  await page.getByRole("button", { name: "Blog", exact: true }).click();
  await expect(page.getByText("Showing 1-6 of 11 articles")).toBeVisible();
  await expect(page.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "A review" })).toBeHidden();
});

test("no pager when the filtered list fits on one page", async ({ page }) => {
  await serve(page, listBody(posts.slice(0, 6)));
  await page.goto("/blog");
  await expect(page.getByText("Showing 1-6 of 6 articles")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
});

test("Case Studies and Review tabs go to their own pages; a card opens its post", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: "Case Studies", exact: true }).first().click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await page.goto("/blog");
  await page.getByRole("group", { name: "Filter articles" }).getByRole("link", { name: "Review" }).click();
  await expect(page).toHaveURL(/\/review$/);

  await page.goto("/blog");
  const first = page.locator("main article h2 a").first();
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("category labels use the spec's colours", async ({ page }) => {
  await serve(
    page,
    listBody([
      samplePost(1, { tag: "Sample Consulting Group" }),
      samplePost(2, { tag: '["Compliance Audits"]' }),
      samplePost(3, { tag: "HR Consulting" }),
      samplePost(4, { tag: null }),
    ]),
  );
  await page.goto("/blog");
  const colour = (text: string) =>
    page.locator("main article p", { hasText: new RegExp(`^${text}$`) }).evaluate((el) => getComputedStyle(el).color);
  expect(await colour("Sample Consulting Group")).toBe("rgb(29, 78, 216)");
  expect(await colour("Compliance Audits")).toBe("rgb(22, 122, 62)");
  expect(await colour("HR Consulting")).toBe("rgb(109, 40, 217)");
  expect(await colour("GENERAL")).toBe("rgb(75, 85, 99)");
});

test("loading, empty and error states, and Try Again fetches again", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/blogs", async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: "application/json", body: listBody([]) });
  });
  await page.goto("/blog");
  await expect(page.getByText("Loading blogs...")).toBeVisible();
  release();
  await expect(page.getByText("No blog posts available")).toBeVisible();

  await page.unroute("**/api/blogs");
  let calls = 0;
  await page.route("**/api/blogs", (route) => {
    calls += 1;
    return calls === 1
      ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" })
      : route.fulfill({ status: 200, contentType: "application/json", body: listBody(posts.slice(0, 2)) });
  });
  await page.goto("/blog");
  await expect(page.getByRole("heading", { name: "Oops! Something went wrong" })).toBeVisible();
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.locator("main article")).toHaveCount(2);
  expect(calls).toBe(2);
});

test("a post page is server-rendered with its own title, description, canonical, Open Graph image and BlogPosting JSON-LD", async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get("/blog/1");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(html).toContain('class="prose-content');

  await page.goto("/blog/1");
  const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blog/1`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/.+/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(
    jsonLd.map((text) => JSON.parse(text) as { "@type": string }).some((data) => data["@type"] === "BlogPosting"),
  ).toBe(true);
  await expect(page.getByText(/^#/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("an unknown post answers 404 with Blog post not found", async ({ page }) => {
  const response = await page.goto("/blog/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Blog post not found" })).toBeVisible();
});

test("the blog list passes axe (WCAG 2 A and AA)", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.locator("main article").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
