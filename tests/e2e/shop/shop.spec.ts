import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** Opens the listing and waits for the browser's refresh from the API, i.e. for hydration. */
async function openListing(page: Page) {
  const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/products");
  await page.goto("/product-listing");
  await refreshed;
  await expect(page.getByTestId("result-count")).toHaveText(/^Showing \d+ of \d+ products$/);
}

/** On a phone the filters sit behind a Filters button. */
async function showFilters(page: Page) {
  const button = page.getByRole("button", { name: "Filters" });
  if (await button.isVisible()) await button.click();
}

const cards = (page: Page) => page.getByTestId("product-card");
const prices = async (page: Page) =>
  (await page.getByTestId("product-price").allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, "")));

test("the server renders the products and their Product JSON-LD for crawlers", async ({ request }) => {
  const html = await (await request.get("/product-listing")).text();
  expect(html).toContain("Employee Handbook Template");
  expect(html).toContain("₹1,199.00");
  expect(html).toMatch(/"@type":"Product"/);
  expect(html.match(/data-testid="product-card"/g)?.length).toBeGreaterThanOrEqual(16);
});

test("category checkboxes show counts from the products and filter by the name shown", async ({ page }) => {
  await openListing(page);
  await showFilters(page);
  const filters = page.locator("#shop-filters");
  for (const [label, count] of [
    ["Advice & Consulting Services", 2],
    ["Legal Templates", 2],
    ["HR Talks & Webinars", 1],
    ["Police Checks", 2],
    ["Training", 1],
  ] as const) {
    await expect(filters.locator("label", { hasText: label })).toContainText(String(count));
  }
  await filters.getByRole("checkbox", { name: /Legal Templates/ }).check();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toContainText("Legal Templates");
  await filters.getByRole("checkbox", { name: /^Training/ }).check();
  await expect(cards(page)).toHaveCount(3);
  await filters.getByRole("checkbox", { name: /Legal Templates/ }).uncheck();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("HR Generalist Training Programme");
});

test("search matches title or category, in any case", async ({ page }) => {
  await openListing(page);
  const search = page.getByLabel("Search products");
  await search.fill("posh");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("POSH Awareness Pack");
  await search.fill("POLICE checks");
  await expect(cards(page)).toHaveCount(2);
  await search.fill("no such product");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText("No products match these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByTestId("result-count")).toHaveText(/^Showing (\d+) of \1 products$/);
});

test("sorts by price both ways and by popularity", async ({ page }) => {
  await openListing(page);
  const sort = page.getByLabel("Sort products");
  await sort.selectOption("price-low");
  const low = await prices(page);
  expect(low).toEqual([...low].sort((a, b) => a - b));
  await sort.selectOption("price-high");
  const high = await prices(page);
  expect(high).toEqual([...high].sort((a, b) => b - a));
  await sort.selectOption("popularity");
  // No buyer has rated a product yet, so no card shows stars and popularity keeps the catalogue's order.
  await expect(cards(page).first()).toContainText("Compliance Advisory Session (1 hour)");
  await expect(page.getByTestId("product-rating")).toHaveCount(0);
});

test("the price slider moves only the upper bound, inclusive", async ({ page }) => {
  await openListing(page);
  await showFilters(page);
  const slider = page.getByRole("slider", { name: "Highest price" });
  await expect(slider).toHaveValue("2000");
  await slider.fill("500");
  await expect(page.getByTestId("price-range")).toHaveText("₹0.00 – ₹500.00");
  const shown = await prices(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(Math.max(...shown)).toBe(499);
  await expect(cards(page).filter({ hasText: "Monthly Statutory Compliance Checklist" })).toHaveCount(1);
  await slider.fill("2000");
  await expect(cards(page).filter({ hasText: "HR Generalist Training Programme" })).toHaveCount(1);
});

test("Sale! badge with the original price struck through", async ({ page }) => {
  await openListing(page);
  const card = cards(page).filter({ hasText: "Employee Handbook Template" });
  await expect(card.getByText("Sale!")).toBeVisible();
  await expect(card.locator("del")).toContainText("₹1,799.00");
  const plain = cards(page).filter({ hasText: "Leave and Attendance Policy" });
  await expect(plain.getByText("Sale!")).toHaveCount(0);
  await expect(plain.locator("del")).toHaveCount(0);
});

test("ADD TO CART turns into VIEW CART, which opens the cart", async ({ page }) => {
  await openListing(page);
  const card = cards(page).filter({ hasText: "Appointment Letter Template" });
  await card.getByRole("button", { name: /ADD TO CART/ }).click();
  const viewCart = card.getByRole("link", { name: /VIEW CART/ });
  await expect(viewCart).toBeVisible();
  await expect(
    cards(page)
      .filter({ hasText: "POSH Awareness Pack" })
      .getByRole("button", { name: /ADD TO CART/ }),
  ).toBeVisible();
  await viewCart.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText("Appointment Letter Template");
});

test("a failed fetch shows Failed to fetch products in red instead of the list", async ({ page }) => {
  await page.route("**/api/products", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  await page.goto("/product-listing");
  const error = page.getByText("Failed to fetch products");
  await expect(error).toBeVisible();
  await expect(error).toHaveClass(/text-danger/);
  await expect(cards(page)).toHaveCount(0);
});

test("the listing has no serious accessibility violations", async ({ page }) => {
  await openListing(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
