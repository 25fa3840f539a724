import { expect as baseExpect, test } from "@playwright/test";
import { editorSession, signInPage } from "../support/editor-session.ts";

// Two signed-in consoles in one test: each waits for its own login check and hydration.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe("posts as drafts and the author role (issue 28, decisions 107 and 109)", () => {
  test("an author saves a draft nobody else sees; an editor publishes it with its search title", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const owner = await editorSession(request);
    const authorMobile = `98${String(stamp).slice(-8)}`;
    const added = await request.post("/api/admin/editors", {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { mobile: authorMobile, role: "author" },
    });
    expect(added.status(), await added.text()).toBe(201);
    const author = await editorSession(request, authorMobile);

    // The author's console is their posts, and nothing else.
    const authorPage = await browser.newPage();
    await signInPage(authorPage, author);
    await authorPage.goto("/admin");
    await expect(authorPage).toHaveURL(/\/admin\/posts$/);
    const sections = authorPage.getByRole("navigation", { name: "Console sections" }).getByRole("link");
    await expect(sections).toHaveText(["Posts"]);

    const title = `Draft on the wage code ${stamp}`;
    await authorPage.getByRole("link", { name: "New draft" }).click();
    await authorPage.getByLabel("Title", { exact: true }).fill(title);
    await authorPage.locator(".ql-editor").click();
    await authorPage.keyboard.type("What the wage code changes for payroll.");
    await expect(authorPage.getByRole("radio")).toHaveCount(0);
    await authorPage.getByLabel("Search title").fill(`Wage code ${stamp}`);
    await expect(authorPage.getByText(/of about 60 characters search engines show/)).toBeVisible();
    await authorPage.getByRole("button", { name: "Save draft" }).click();
    await expect(authorPage).toHaveURL(/\/admin\/posts$/);
    const row = authorPage.getByTestId("admin-post").filter({ hasText: title });
    await expect(row).toContainText("Draft");

    // Not public: not in the list, the feed or the sitemap.
    const blogs = (await (await request.get("/api/blogs")).json()) as [{ id: number; title: string }[]];
    expect(blogs[0].map((post) => post.title)).not.toContain(title);
    expect(await (await request.get("/rss.xml")).text()).not.toContain(title);

    // An editor publishes it from the console.
    const editorPage = await browser.newPage();
    await signInPage(editorPage, owner);
    await editorPage.goto("/admin/posts");
    await editorPage.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(editorPage).toHaveURL(/\/admin\/posts\/\d+$/);
    const postId = editorPage.url().split("/").at(-1);
    // Before publishing, the editor sees the post on its real page, which visitors cannot open yet.
    await editorPage.getByRole("button", { name: "Preview" }).click();
    const phone = editorPage.frameLocator('iframe[title="Preview on a phone"]');
    await expect(phone.getByRole("heading", { level: 1 })).toHaveText(title);
    expect((await request.get(`/blog/${postId}`)).status()).toBe(404);
    await editorPage.getByRole("button", { name: "Close preview" }).click();
    await editorPage.getByRole("radio", { name: "Published" }).check();
    await editorPage.getByRole("button", { name: "Save post" }).click();
    await expect(editorPage).toHaveURL(/\/admin\/posts$/);

    await editorPage.goto(`/blog/${postId}`);
    await expect(editorPage.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(editorPage).toHaveTitle(new RegExp(`^Wage code ${stamp}`));

    // Published, it is no longer the author's to change.
    await authorPage.bringToFront();
    await authorPage.goto("/admin/posts");
    await expect(row).toContainText("Published");
    await expect(row.getByRole("link", { name: /^Edit / })).toHaveCount(0);
    await authorPage.close();
    await editorPage.close();
  });
});
