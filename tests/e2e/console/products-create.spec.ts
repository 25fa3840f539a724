import { expect, test, type Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import path from "node:path";
import { downloadMessages } from "../../../contract/shop/downloads.ts";
import { productMessages } from "../../../contract/shop/products.ts";
import { disguisedExe, sampleXlsx } from "../../setup/sample-files.ts";
import { e2eDataDir } from "../support/server.ts";
import { editorSession, signInPage } from "../support/editor-session.ts";

async function openForm(page: Page) {
  await signInPage(page, await editorSession(page.request));
  await page.goto("/products-create");
  await expect(page.getByRole("button", { name: "Create Product" })).toBeVisible({ timeout: 15_000 });
}

const main = (page: Page) => page.getByRole("main");

test("a visitor who is not signed in is sent to /login", async ({ page }) => {
  await page.goto("/products-create");
  await expect(page).toHaveURL(/\/login$/);
});

test("each field shows the spec's message, cleared when edited", async ({ page }) => {
  await openForm(page);
  await expect(main(page).getByLabel("Category")).toHaveValue("HR POLICY TEMPLATES");
  const price = main(page).getByLabel("Price (INR)", { exact: true });
  await expect(price).toHaveAttribute("min", "0");
  await expect(price).toHaveAttribute("step", "0.01");
  await main(page).getByLabel("Original Price (INR)").fill("0");
  await page.getByRole("button", { name: "Create Product" }).click();
  for (const message of [
    productMessages.titleRequired,
    productMessages.imageRequired,
    productMessages.priceInvalid,
    productMessages.originalPriceInvalid,
    productMessages.descriptionRequired,
  ]) {
    await expect(main(page).getByText(message, { exact: true })).toBeVisible();
  }
  await main(page).getByLabel("Product Title").fill("A");
  await expect(main(page).getByText(productMessages.titleRequired)).toHaveCount(0);
  await price.fill("10");
  await expect(main(page).getByText(productMessages.priceInvalid)).toHaveCount(0);
  await expect(main(page).getByText(productMessages.descriptionRequired)).toBeVisible();
});

test("Creating... while sending; the server's error appears in a red banner, or Failed to create product", async ({
  page,
}) => {
  await openForm(page);
  await main(page).getByLabel("Product Title").fill("Banner test");
  await main(page).getByLabel("Image URL").fill("/images/products/policy.svg");
  await main(page).getByLabel("Price (INR)", { exact: true }).fill("100");
  await main(page).getByLabel("Description").fill("x");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/products", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    await held;
    await route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ error: "Your account is not allowed to do this." }),
    });
  });
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByRole("button", { name: "Creating..." })).toBeDisabled();
  release();
  const banner = page.getByTestId("product-error");
  await expect(banner).toHaveText("Your account is not allowed to do this.");
  await expect(banner).toHaveClass(/text-danger/);
  await page.unroute("**/api/products");
  await page.route("**/api/products", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
  );
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(banner).toHaveText(productMessages.createFailed);
});

test("an editor creates a product that then appears in the listing", async ({ page }) => {
  const title = `Contractor Register Kit ${test.info().project.name} ${Date.now()}`;
  await openForm(page);
  await main(page).getByLabel("Product Title").fill(title);
  await main(page).getByLabel("Category").selectOption("BUSINESS TOOLS");
  await main(page).getByLabel("Image URL").fill("/images/products/audit.svg");
  await main(page).getByLabel("Price (INR)", { exact: true }).fill("1234.50");
  await main(page).getByLabel("Original Price (INR)").fill("1500");
  await main(page).getByLabel("Mark as On Sale").check();
  await main(page).getByLabel("Description").fill("Registers and forms for contract labour.");
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/products" && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Create Product" }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(answer.request().headers()["authorization"]).toMatch(/^Bearer \S+/);
  await expect(page.getByText(productMessages.created)).toBeVisible();
  await expect(page).toHaveURL(/\/product-listing$/, { timeout: 10_000 });

  await page.getByLabel("Search products").fill(title);
  const card = page.getByTestId("product-card").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Sale!")).toBeVisible();
  await expect(card).toContainText("₹1,234.50");
  await expect(card).toContainText("Business Tools");
  // A fresh page load renders it on the server too (the page cache dropped the old listing).
  const html = await (await page.request.get("/product-listing")).text();
  expect(html).toContain(title);
});

test("an editor attaches a downloadable file; it goes to the private store, and a wrong kind is refused", async ({
  page,
}) => {
  await openForm(page);
  const fill = async (title: string) => {
    await main(page).getByLabel("Product Title").fill(title);
    await main(page).getByLabel("Image URL").fill("/images/products/audit.svg");
    await main(page).getByLabel("Price (INR)", { exact: true }).fill("299");
    await main(page).getByLabel("Description").fill("A register template.");
  };
  await fill(`Disguised ${Date.now()}`);
  await main(page)
    .getByLabel(downloadMessages.fileLabel)
    .setInputFiles({ name: "register.pdf", mimeType: "application/pdf", buffer: disguisedExe });
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(main(page).getByText(downloadMessages.wrongType, { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Product" })).toBeDisabled();

  // The same session: a second sign-in within a second could read the first, spent, code.
  await page.goto("/products-create");
  await expect(page.getByRole("button", { name: "Create Product" })).toBeEnabled({ timeout: 15_000 });
  await fill(`Wage Register ${Date.now()}`);
  await main(page)
    .getByLabel(downloadMessages.fileLabel)
    .setInputFiles({ name: "Wage register.xlsx", mimeType: "application/octet-stream", buffer: sampleXlsx });
  const uploaded = page.waitForResponse((r) => /\/api\/admin\/products\/\d+\/file$/.test(new URL(r.url()).pathname));
  await page.getByRole("button", { name: "Create Product" }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText(productMessages.created)).toBeVisible();
  const stored = readdirSync(path.join(e2eDataDir, "private")).filter((name) => name.endsWith(".xlsx"));
  expect(stored.length).toBeGreaterThan(0);
});
