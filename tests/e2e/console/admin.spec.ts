import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { adminMessages } from "../../../contract/console/admin.ts";
import { authMessages } from "../../../contract/api/auth.ts";
import { formatMobile } from "../../../contract/shared/format.ts";
import { editorMobile, editorSession, newEditorSession, signInPage } from "../support/editor-session.ts";

test.describe("operator's console", () => {
  test("a visitor who is not signed in is sent to /login", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("public pages do not load the console's code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    const loaded = [...scripts, ...preloaded];
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((url) => /admin/i.test(url))).toEqual([]);
  });

  test("an editor works through enquiries, posts, products and subscribers", async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const session = await editorSession(request);
    await signInPage(page, session);
    page.on("dialog", (dialog) => void dialog.accept());

    // A visitor's enquiry from the contact page.
    const name = `Meera Textiles ${stamp}`;
    await page.goto("/contact");
    const form = page.locator('form[aria-labelledby="contact-form-heading"]');
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="email"]').fill(`meera${stamp}@example.com`);
    await form.locator('input[name="contact_number"]').fill("9876543210");
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/contacts") && r.request().method() === "POST");
    await form.getByRole("button").click();
    expect((await sent).ok()).toBe(true);

    // The editor sees it in the console, finds it by search and marks it contacted.
    await page.getByRole("link", { name: "Admin", exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("searchbox", { name: "Search name, e-mail or number" }).fill(String(stamp));
    const enquiry = page.getByTestId("enquiry").filter({ hasText: name });
    await expect(enquiry).toHaveCount(1);
    await expect(page.getByTestId("enquiry")).toHaveCount(1);
    await enquiry.getByText(/^Follow up \(/).click();
    await enquiry.getByRole("combobox", { name: "Stage" }).selectOption("contacted");
    await enquiry.getByRole("button", { name: "Save" }).click();
    await expect(enquiry.getByText("Contacted", { exact: true }).first()).toBeVisible();
    await page.reload();
    const reloaded = page.getByTestId("enquiry").filter({ hasText: name });
    await expect(reloaded.getByText("Contacted", { exact: true }).first()).toBeVisible();

    // Won, the enquiry becomes a billing client in one click, and the button gives way to its link.
    await reloaded.getByText(/^Follow up \(/).click();
    await reloaded.getByRole("combobox", { name: "Stage" }).selectOption("won");
    await reloaded.getByRole("spinbutton", { name: "Monthly value (₹)" }).fill("15000");
    await reloaded.getByRole("button", { name: "Save" }).click();
    await reloaded.getByRole("button", { name: `Make ${name} a client` }).click();
    await expect(reloaded.getByRole("link", { name: /^Client \d+ in billing$/ })).toBeVisible();
    await expect(reloaded.getByRole("button", { name: `Make ${name} a client` })).toHaveCount(0);

    // Edit a post; its public page shows the new title at once.
    await page.getByRole("link", { name: "Posts", exact: true }).click();
    const firstPost = page.getByTestId("admin-post").first();
    await firstPost.getByRole("link", { name: /^Edit / }).click();
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
    const postId = page.url().split("/").at(-1);
    await expect(page.locator(".ql-editor")).not.toHaveText("");
    const newTitle = `Updated: ESIC checklist ${stamp}`;
    await page.getByLabel("Title", { exact: true }).fill(newTitle);
    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page).toHaveURL(/\/admin\/posts$/);
    await page.goto(`/blog/${postId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newTitle);

    // Edit, then delete, a product; the listing follows. The product is made for this
    // test (in a category the seeded catalogue does not use), so the shop's tests running at the
    // same time still see the whole sample catalogue.
    const productTitle = `Disposable business tool ${stamp}`;
    const created = await request.post("/api/products", {
      headers: { authorization: `Bearer ${session.token}` },
      data: {
        title: productTitle,
        category: "BUSINESS TOOLS",
        image: "/images/products/audit.svg",
        price: 99,
        originalPrice: null,
        description: "Made by the console test.",
        onSale: false,
      },
    });
    expect(created.ok()).toBe(true);

    // Edit it with the creation form's rules: a blank title is refused with its message and focus;
    // a new price and the sale flag reach the shop at once.
    await page.goto("/admin/products");
    await page.getByRole("link", { name: `Edit ${productTitle}` }).click();
    const titleField = page.getByLabel("Product Title");
    await expect(titleField).toHaveValue(productTitle);
    await titleField.fill("");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(titleField).toBeFocused();
    await titleField.fill(productTitle);
    await page.getByLabel("Price (INR)", { exact: true }).fill("149");
    await page.getByLabel("Mark as On Sale").check();
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await page.goto("/product-listing");
    const card = page.getByTestId("product-card").filter({ hasText: productTitle });
    await expect(card.getByTestId("product-price")).toContainText("₹149.00");
    await expect(card).toContainText("Sale!");

    await page.goto("/admin/products");
    const product = page.getByTestId("admin-product").filter({ hasText: productTitle });
    await product.getByRole("button", { name: `Delete ${productTitle}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this product?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Delete product" }).click();
    await expect(page.getByTestId("admin-product").filter({ hasText: productTitle })).toHaveCount(0);
    await page.goto("/product-listing");
    await expect(page.locator("main")).not.toContainText(productTitle);

    // The subscribers CSV holds a new signup.
    const email = `list${stamp}@example.com`;
    expect((await request.post("/api/subscribe", { data: { email } })).ok()).toBe(true);
    await page.goto("/admin/subscribers");
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, "utf8");
    expect(csv.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "id,email,status,subscribed_at,confirmed_at,unsubscribed_at",
    );
    expect(csv).toContain(email);

    // Every change is on the activity log.
    await page.getByRole("link", { name: "Activity", exact: true }).click();
    for (const action of ["enquiry.change", "post.edit", "product.delete"]) {
      await expect(page.getByTestId("audit-entry").filter({ hasText: action }).first()).toBeVisible();
    }
  });

  test("staff add an editor (a wrong number is refused under its field) and remove them again", async ({
    page,
    request,
  }) => {
    await signInPage(page, await editorSession(request));
    await page.goto("/admin/editors");
    const field = page.getByLabel("Mobile number to add");
    await field.fill("98765");
    await page.getByRole("button", { name: "Add editor" }).click();
    await expect(page.getByText(authMessages.invalidMobile)).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill("9876500042");
    await page.getByRole("button", { name: "Add editor" }).click();
    await expect(page.getByRole("status")).toHaveText(adminMessages.editorAdded);
    await expect(field).toHaveValue("");
    await page.getByRole("button", { name: "Remove editor 987 6500 042" }).click();
    await page.getByRole("button", { name: "Remove editor", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(adminMessages.editorRemoved);
    await expect(page.getByText("+91 987 6500 042")).toHaveCount(0);
  });

  test("an editor signs out of their other sessions from the Editors page (security review L8)", async ({
    page,
    request,
  }) => {
    // The worker's shared session stays signed in; the second one is this test's own.
    const here = await editorSession(request);
    const lostLaptop = await newEditorSession(request);
    await signInPage(page, here);
    await page.goto("/admin/editors");
    // This worker's own editor only: the other workers' editors are signed in for their tests.
    await page.getByRole("button", { name: `End the other sessions of ${formatMobile(editorMobile)}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("status")).toHaveText("Signed out everywhere else.");
    const me = (token: string) => request.get("/auth/me", { headers: { authorization: `Bearer ${token}` } });
    expect((await me(lostLaptop.token)).status()).toBe(401);
    expect((await me(here.token)).status()).toBe(200);
  });

  test("the console passes an accessibility check", async ({ page, request }) => {
    await signInPage(page, await editorSession(request));
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Enquiries" })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
