import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { listBody, samplePost } from "./support/sample-posts.ts";

const serve = (page: Page, body: string, status = 200) =>
  page.route("**/api/blogs", (route) => route.fulfill({ status, contentType: "application/json", body }));

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
}

const reviews = [
  samplePost(1, {
    category: "review",
    title: "Painless compliance",
    author: "Priya Sharma",
    rating: 4,
    excerpt: "Everything on time.",
  }),
  samplePost(2, { category: "review", title: "No author, no rating", author: "", rating: null, excerpt: "" }),
  samplePost(3, { category: "blog", title: "A blog post" }),
];

test("reviews show stars (default 5), author (default Anonymous), date and excerpt; a card opens the post", async ({
  page,
}) => {
  await serve(page, listBody(reviews));
  await page.goto("/review");
  await page.locator("html[data-hydrated]").waitFor();
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(2);
  const first = cards.filter({ hasText: "Painless compliance" });
  await expect(first.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expect(first).toContainText("Priya Sharma");
  await expect(first.locator("time")).toBeVisible();
  const second = cards.filter({ hasText: "No author, no rating" });
  await expect(second.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(second).toContainText("Anonymous");
  await expect(second).toContainText("This client shared their experience");

  await page.unroute("**/api/blogs");
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/blog\/1$/);
});

test("a rating with no reviews shows No reviews found, and Clear filters brings them back", async ({ page }) => {
  await serve(page, listBody(reviews));
  await page.goto("/review");
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Rating").selectOption("1");
  await expect(page.getByRole("heading", { name: "No reviews found" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.locator("main article")).toHaveCount(2);
  await expect(page.getByLabel("Rating")).toHaveValue("all");
});

test("the review list's error state offers Try Again", async ({ page }) => {
  let calls = 0;
  await page.route("**/api/blogs", (route) => {
    calls += 1;
    return calls === 1
      ? route.abort()
      : route.fulfill({ status: 200, contentType: "application/json", body: listBody(reviews) });
  });
  await page.goto("/review");
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { name: "Oops! Something went wrong" })).toBeVisible();
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.locator("main article")).toHaveCount(2);
});

test("case studies search by title or author, show 5 min read, and Clear search empties the search", async ({
  page,
}) => {
  await serve(
    page,
    listBody([
      samplePost(1, {
        category: "case-studies",
        title: "PF arrears cleared for a garment unit",
        author: "Sample Consulting Group",
      }),
      samplePost(2, {
        category: "case-studies",
        title: "Factory licence in six weeks",
        author: "Meera Joshi",
        excerpt: "",
      }),
      samplePost(3, { category: "blog", title: "Not a case study" }),
    ]),
  );
  await page.goto("/case-studies");
  await page.locator("html[data-hydrated]").waitFor();
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("5 min read");
  await expect(cards.filter({ hasText: "Factory licence" })).toContainText("How we helped a client");

  const search = page.getByRole("searchbox", { name: "Search case studies by title or author" });
  await search.fill("garment");
  await expect(cards).toHaveCount(1);
  await search.fill("meera");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Factory licence in six weeks");
  await search.fill("gratuity");
  await expect(page.getByRole("heading", { name: "No case studies found" })).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(search).toHaveValue("");
  await expect(cards).toHaveCount(2);
});

test("the review and case-study pages pass axe (WCAG 2 A and AA)", async ({ page }) => {
  await page.goto("/review");
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.locator("main article").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto("/case-studies");
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.locator("main article").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
