import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { editorSession, signInPage } from "../support/editor-session.ts";

const cover = path.resolve(import.meta.dirname, "../../fixtures/cover.png");

/** Collects every alert/confirm and console message, so a test can prove nothing ran. */
function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  const consoleLines: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("console", (message) => consoleLines.push(message.text()));
  return { dialogs, consoleLines };
}

test("anonymous visitors are sent from the editor pages to /login", async ({ page }) => {
  await page.goto("/create-blog");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/products-create");
  await expect(page).toHaveURL(/\/login$/);
});

test("a signed-in person who is not a verified editor is told why instead of bouncing", async ({ page, request }) => {
  const { token } = await editorSession(request);
  await signInPage(page, { token, user: { mobileNumber: "9876543210", isVerified: false, role: "editor" } });
  await page.goto("/create-blog");
  await expect(page.getByRole("heading", { name: "This page is for verified editors" })).toBeVisible();
  await expect(page.getByText("+91 987 6543 210")).toBeVisible();
  await page.goto("/login");
  await expect(page).toHaveURL(/\/create-blog$/);
  await expect(page.getByRole("heading", { name: "This page is for verified editors" })).toBeVisible();
});

test("a token the server refuses with 403 shows the explanation", async ({ page, request }) => {
  await signInPage(page, await editorSession(request));
  await page.route("**/auth/me", (route) =>
    route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ error: "Your account is not allowed to do this." }),
    }),
  );
  await page.goto("/create-blog");
  await expect(page.getByRole("heading", { name: "This page is for verified editors" })).toBeVisible();
});

test("stored user data that cannot be read logs out to /login", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("token", "abc");
      localStorage.setItem("user", "{not json");
      sessionStorage.setItem("seeded", "1");
    }
  });
  await page.goto("/create-blog");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
    null,
    null,
  ]);
});

test("an editor publishes a post with a cover; it appears in the list, on the home page and on its own page", async ({
  page,
  request,
}) => {
  await signInPage(page, await editorSession(request));
  const title = `Gratuity for fixed-term staff ${Date.now()}`;
  const { dialogs } = watchForScripts(page);

  await page.goto("/create-blog");
  const publish = page.getByRole("button", { name: "Publish Blog" });
  await expect(page.getByText("recommended 1200x600")).toBeVisible();
  await expect(page.getByText(/preview your post before publishing/)).toBeVisible();
  await expect(publish).toBeDisabled();

  await page.locator('input[type="file"]').setInputFiles(cover);
  await expect(page.getByAltText("Chosen cover preview")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await expect(publish).toBeDisabled();
  await page.getByLabel("Tags").fill("Gratuity, Labour Codes");
  await page.getByLabel("Category").selectOption("blog");
  await expect(page.getByLabel("Rating")).toBeHidden();

  const editor = page.locator(".ql-editor");
  await editor.click();
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("Fixed-term employees now earn gratuity after one year.");
  await expect(editor.locator("strong")).toHaveText("Fixed-term employees now earn gratuity after one year.");
  await expect(publish).toBeEnabled();

  await publish.click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(dialogs).toEqual(["Blog published successfully!"]);

  const card = page.getByRole("link", { name: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("#Gratuity, Labour Codes")).toBeVisible();
  await expect(page.locator(".prose-content strong")).toHaveText(
    "Fixed-term employees now earn gratuity after one year.",
  );
  await expect(page.locator("article img").first()).toHaveAttribute("src", /^\/uploads\//);

  // The page is server-rendered with the new post at once (no stale cache).
  const postPath = new URL(page.url()).pathname;
  const html = await (await request.get(postPath)).text();
  expect(html).toContain(title);

  await page.goto("/");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
});

test("the Rating field appears only for a review", async ({ page, request }) => {
  await signInPage(page, await editorSession(request));
  await page.goto("/create-blog");
  await expect(page.getByLabel("Rating")).toBeHidden();
  await page.getByLabel("Category").selectOption("review");
  await expect(page.getByLabel("Rating")).toHaveValue("5");
});

test("a failed publish shows Error publishing blog with the reason", async ({ page, request }) => {
  await signInPage(page, await editorSession(request));
  await page.goto("/create-blog");
  await page.getByLabel("Title").fill("Draft");
  await page.locator(".ql-editor").click();
  await page.keyboard.type("Body text");

  await page.route("**/api/blogs", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  await page.getByRole("button", { name: "Publish Blog" }).click();
  const box = page.getByRole("alert").filter({ hasText: "Error publishing blog" });
  await expect(box).toContainText("Failed to publish blog");

  // A server's reason follows SPEC 8's sentence; it never replaces it.
  const reason = "The cover image must be a PNG, JPEG, WebP or GIF of at most 5 MB.";
  await page.unroute("**/api/blogs");
  await page.route("**/api/blogs", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: reason, message: reason }),
    }),
  );
  await page.getByRole("button", { name: "Publish Blog" }).click();
  await expect(box).toContainText(`Failed to publish blog: ${reason}`);

  await page.unroute("**/api/blogs");
  await page.route("**/api/blogs", (route) => route.abort());
  await page.getByRole("button", { name: "Publish Blog" }).click();
  await expect(box).toContainText("Something went wrong");
  await expect(page).toHaveURL(/\/create-blog$/);
  await expect(page.getByLabel("Title")).toHaveValue("Draft");
});

test("a post carrying script, event-handler and javascript: payloads shows safe formatting and runs nothing", async ({
  page,
  request,
}) => {
  const { token } = await editorSession(request);
  const content =
    '<p><strong>Safe bold</strong> and <em>italic</em></p><script>window.__xss=1;alert("script")</script>' +
    "<img src=x onerror=\"window.__xss=2;alert('img')\"><p><a href=\"javascript:alert('link')\">click me</a></p>" +
    '<svg><script>alert("svg")</script></svg><p onclick="alert(1)" style="background:url(javascript:alert(1))">styled</p>';
  const created = await request.post("/api/blogs", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title: "Payload test post", content, tag: "Security", category: "blog" },
  });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: { id: number } };

  const { dialogs, consoleLines } = watchForScripts(page);
  await page.goto(`/blog/${post.id}`);
  const body = page.locator(".prose-content");
  await expect(body.locator("strong")).toHaveText("Safe bold");
  await expect(body.locator("em")).toHaveText("italic");
  await expect(body.locator("script")).toHaveCount(0);
  await expect(body.locator("[onerror], [onclick]")).toHaveCount(0);
  for (const href of await body.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
    expect(href.toLowerCase()).not.toContain("javascript:");
  }
  await body
    .locator("a", { hasText: "click me" })
    .click()
    .catch(() => {});
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(
    consoleLines.filter((line) => /xss|script|img|svg/i.test(line) && !/Content Security Policy/i.test(line)),
  ).toEqual([]);
});

test("the editor's code is loaded on /create-blog and nowhere else", async ({ page, request }) => {
  const quillRequests: string[] = [];
  page.on("request", (r) => {
    if (/quill/i.test(r.url())) quillRequests.push(r.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.goto("/blog");
  await page.waitForLoadState("networkidle");
  expect(quillRequests).toEqual([]);

  await signInPage(page, await editorSession(request));
  await page.goto("/create-blog");
  await expect(page.locator(".ql-toolbar")).toBeVisible();
  expect(quillRequests.length).toBeGreaterThan(0);
  // Exactly the toolbar of SPEC 2.10.
  const tools = await page
    .locator(".ql-toolbar button, .ql-toolbar .ql-picker")
    .evaluateAll((els) =>
      els.map((el) => `${el.className.split(" ")[0]}${el.getAttribute("value") ? `:${el.getAttribute("value")}` : ""}`),
    );
  expect(tools).toEqual([
    "ql-header",
    "ql-bold",
    "ql-italic",
    "ql-underline",
    "ql-strike",
    "ql-color",
    "ql-background",
    "ql-list:ordered",
    "ql-list:bullet",
    "ql-blockquote",
    "ql-code-block",
    "ql-clean",
  ]);
});
