import { expect, test, type APIRequestContext } from "@playwright/test";
import type { Post, PostListResponse } from "../../contract/api/posts.ts";

/**
 * The post lists are content pages (issue 21, decision 065): the server renders the posts it read,
 * so they show without JavaScript and before any script; the content pages' script then brings them
 * up to date from GET /api/blogs. (The states an API answer produces are in blog.spec.ts and
 * reviews.spec.ts.)
 */
async function storedPosts(request: APIRequestContext): Promise<Post[]> {
  const [posts] = (await (await request.get("/api/blogs")).json()) as PostListResponse;
  return posts;
}

test("without JavaScript the blog, case-study and review lists show the server's posts", async ({
  browser,
  request,
}) => {
  const posts = await storedPosts(request);
  const count = (category: Post["category"]) => posts.filter((post) => post.category === category).length;
  expect(count("case-studies")).toBeGreaterThan(0);
  expect(count("review")).toBeGreaterThan(0);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/blog");
  await expect(page.locator("main article")).toHaveCount(Math.min(6, posts.length));
  await expect(page.getByText(`Showing 1-${Math.min(6, posts.length)} of ${posts.length} articles`)).toBeVisible();
  await expect(page.getByText("Loading blogs...")).toBeHidden();
  await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/case-studies");
  await expect(page.locator("main article")).toHaveCount(count("case-studies"));
  await expect(page.locator("main article").first()).toContainText("5 min read");

  await page.goto("/review");
  await expect(page.locator("main article")).toHaveCount(count("review"));
  await expect(
    page
      .locator("main article")
      .first()
      .getByRole("img", { name: /^Rated [1-5] out of 5$/ }),
  ).toBeVisible();
  await context.close();
});

test("the server's cards stay in place while the posts are fetched, and are not rebuilt when the answer agrees", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/blogs", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/blog");
  const status = page.getByText("Loading blogs...");
  await expect(status).toBeVisible();
  await expect(page.locator("main article")).not.toHaveCount(0);
  const firstCard = await page.locator("main article").first().elementHandle();
  const placedWhileLoading = await firstCard!.boundingBox();

  release();
  await expect(status).toBeHidden();
  // The same element, still in the page: nothing was painted again, nor moved by the status line.
  expect(await firstCard!.evaluate((card) => card.isConnected)).toBe(true);
  expect((await firstCard!.boundingBox())?.y).toBe(placedWhileLoading?.y);
  await expect(page.getByRole("button", { name: "Blog", exact: true })).toBeVisible();
});

test("reached from a hydrated page, the blog list is rendered in the browser and filters the same way", async ({
  page,
  request,
}) => {
  const posts = await storedPosts(request);
  const blogCount = posts.filter((post) => post.category === "blog").length;

  await page.goto("/cart");
  await page.locator("html[data-hydrated]").waitFor();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "HR Knowledge Center" }).click();
  await nav.locator("#menu-knowledge").getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByText(`Showing 1-${Math.min(6, posts.length)} of ${posts.length} articles`)).toBeVisible();

  await page.getByRole("button", { name: "Blog", exact: true }).click();
  await expect(page.getByText(`Showing 1-${Math.min(6, blogCount)} of ${blogCount} articles`)).toBeVisible();
  // A client-side navigation: React rendered this list, not a new document.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
