import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { editorSession, signInPage } from "../support/editor-session.ts";

const cover = fileURLToPath(new URL("../../fixtures/cover.png", import.meta.url));

test("an editor uploads an image with alt text in the Media tab, picks it for a product and a post's social image, and both show it", async ({
  page,
  request,
}) => {
  test.slow();
  const session = await editorSession(request);
  await signInPage(page, session);
  const stamp = Date.now();
  const alt = `Compliance kit cover ${stamp}`;

  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { name: "Media", exact: true })).toBeVisible({ timeout: 15_000 });
  // Alt text is required before anything is sent.
  await page.getByLabel("Image file").setInputFiles(cover);
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByText("Describe the image in a few words")).toBeVisible();
  await page.getByLabel("Alt text").fill(alt);
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("status")).toHaveText(`Uploaded “${alt}”.`);
  const card = page.getByRole("listitem").filter({ hasText: alt });
  await expect(card).toContainText("Not used anywhere.");
  await expect(card.getByRole("img", { name: alt })).toHaveAttribute("srcset", /\/media\/[0-9a-f]{32}-320\.webp 320w/);
  await expect(page.getByText("Loading...")).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // The focal point: a click on the picture fills both percentages, which can also be typed.
  await card.getByRole("button", { name: `Edit “${alt}”` }).click();
  const focalX = card.getByLabel("Focal point from the left (%)");
  await card.locator("button[aria-hidden=true]").click({ position: { x: 5, y: 5 } });
  await expect(focalX).not.toHaveValue("");
  await focalX.fill("25");
  await card.getByLabel("Focal point from the top (%)").fill("75");
  await card.getByRole("button", { name: "Save image details" }).click();
  await expect(card.getByRole("img", { name: alt })).toHaveCSS("object-position", "25% 75%");

  // A product made for this test, in a category the sample catalogue does not use.
  const title = `Media test kit ${stamp}`;
  const created = await request.post("/api/products", {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      title,
      category: "BUSINESS TOOLS",
      image: "/images/products/audit.svg",
      price: 99,
      originalPrice: null,
      description: "Made by the media test.",
      onSale: false,
    },
  });
  expect(created.ok()).toBe(true);
  const productId = (await created.json()).product.id as number;

  await page.goto(`/admin/products/${productId}`);
  await page.getByRole("button", { name: "Choose or upload an image in the media library" }).click();
  const picker = page.getByRole("group", { name: "Or an image from the media library" });
  await picker.getByRole("button", { name: "Choose from library" }).click();
  await picker.getByRole("button", { name: alt }).click();
  const imageUrl = page.getByLabel("Image URL");
  await expect(imageUrl).toHaveValue(/^\/media\/[0-9a-f]{32}-\d+\.webp$/);
  const src = await imageUrl.inputValue();
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.goto("/product-listing");
  const shown = page.getByTestId("product-card").filter({ hasText: title }).locator("img");
  await expect(shown).toHaveAttribute("src", src);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The same image as a post's social image, picked in the post's search settings.
  const auth = { authorization: `Bearer ${session.token}` };
  const postTitle = `Social image post ${stamp}`;
  const made = await request.post("/api/blogs", {
    headers: auth,
    multipart: { title: postTitle, content: "<p>Shared with a picture.</p>", tag: "", category: "blog" },
  });
  expect(made.status()).toBe(201);
  const postId = (await made.json()).post.id as number;
  await page.goto(`/admin/posts/${postId}`);
  await page.getByRole("button", { name: "Choose or upload a social image in the media library" }).click();
  const socialPicker = page.getByRole("group", { name: "Or a social image from the media library" });
  await socialPicker.getByRole("button", { name: "Choose from library" }).click();
  await socialPicker.getByRole("button", { name: alt }).click();
  const social = page.getByLabel("Social image address");
  await expect(social).toHaveValue(/^\/media\/[0-9a-f]{32}-\d+\.webp$/);
  const socialSrc = await social.inputValue();
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  expect(await (await request.get(`/blog/${postId}`)).text()).toMatch(
    new RegExp(`<meta property="og:image" content="http://[^"]+${socialSrc}"`),
  );

  // Now used by the product and the post: the Media tab says where, and offers no delete.
  await page.goto("/admin/media");
  const used = page.getByRole("listitem").filter({ hasText: alt });
  await expect(used.getByRole("link", { name: `Product “${title}”` })).toBeVisible();
  await expect(used.getByRole("link", { name: `Post “${postTitle}”` })).toBeVisible();
  await expect(used.getByRole("button", { name: `Delete “${alt}”` })).toHaveCount(0);

  // Cleaning up: the product and the post go, then the image can be deleted.
  expect((await request.delete(`/api/admin/products/${productId}`, { headers: auth })).ok()).toBe(true);
  expect((await request.delete(`/api/admin/posts/${postId}`, { headers: auth })).ok()).toBe(true);
  await page.reload();
  await page.getByRole("button", { name: `Delete “${alt}”` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete image" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: alt })).toHaveCount(0);
});

test("a picture pasted into the post editor goes to the media library, and the post links its file", async ({
  page,
  request,
}) => {
  await signInPage(page, await editorSession(request));
  await page.goto("/create-blog");
  const editor = page.locator(".ql-editor");
  await editor.click();
  await page.keyboard.type("A chart:");
  const bytes = [...readFileSync(cover)];
  await editor.evaluate((element, data) => {
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([new Uint8Array(data)], "ESIC-chart_2026.png", { type: "image/png" }));
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: clipboard, bubbles: true, cancelable: true }));
  }, bytes);
  const image = editor.locator("img");
  await expect(image).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}-\d+\.webp$/);
  await expect(image).toHaveAttribute("alt", "ESIC chart 2026");
  expect(await editor.innerHTML()).not.toContain("data:");
});
