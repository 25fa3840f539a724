import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** Adds products by title through the listing (after hydration) and opens the cart. */
async function fillCart(page: Page, titles: string[]) {
  const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/products");
  await page.goto("/product-listing");
  await refreshed;
  for (const title of titles) {
    const card = page.getByTestId("product-card").filter({ hasText: title });
    await card.getByRole("button", { name: /ADD TO CART/ }).click();
    await expect(card.getByRole("link", { name: /VIEW CART/ })).toBeVisible();
  }
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(titles.length);
}

const line = (page: Page, title: string) => page.getByTestId("cart-line").filter({ hasText: title });
const total = (page: Page) => page.getByTestId("cart-total");

/** Collects window.alert texts and accepts them. */
function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

test("quantities go up and down but never below 1; remove deletes the line", async ({ page }) => {
  await fillCart(page, ["Employee Handbook Template", "Leave and Attendance Policy"]);
  const handbook = line(page, "Employee Handbook Template");
  const minus = handbook.getByRole("button", { name: /Decrease quantity/ });
  await expect(minus).toBeDisabled();
  await handbook.getByRole("button", { name: /Increase quantity/ }).click();
  await handbook.getByRole("button", { name: /Increase quantity/ }).click();
  await expect(handbook.getByTestId("line-quantity")).toHaveText("3");
  await expect(handbook.getByTestId("line-total")).toContainText("₹3,597.00");
  await expect(page.getByTestId("cart-subtotal")).toHaveText("₹3,996.00");
  await minus.click();
  await minus.click();
  await expect(handbook.getByTestId("line-quantity")).toHaveText("1");
  await expect(minus).toBeDisabled();
  await line(page, "Leave and Attendance Policy")
    .getByRole("button", { name: /Remove/ })
    .click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(total(page)).toHaveText("₹1,199.00");
  await handbook.getByRole("button", { name: /Remove/ }).click();
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/product-listing$/);
});

test("coupons: unknown codes are refused, the discount is fixed at apply time, the total never negative", async ({
  page,
}) => {
  const seen = alerts(page);
  await fillCart(page, ["Labour Codes Readiness Consultation"]);
  const toggle = page.getByRole("button", { name: "Have a coupon? Click here to enter your code" });
  await expect(page.getByLabel("Coupon code")).toHaveCount(0);
  await toggle.click();
  const code = page.getByLabel("Coupon code");
  await code.fill("DISCOUNT50");
  await page.getByRole("button", { name: "Apply coupon" }).click();
  await expect.poll(() => seen).toEqual(["Invalid coupon code"]);
  await expect(page.getByTestId("cart-discount")).toHaveCount(0);

  await code.fill("discount10");
  await page.getByRole("button", { name: "Apply coupon" }).click();
  await expect(page.getByTestId("cart-discount")).toHaveText("−₹199.90");
  await expect(total(page)).toHaveText("₹1,799.10");
  // Raising the quantity keeps the discount computed at apply time (SPEC 5).
  await line(page, "Labour Codes Readiness Consultation")
    .getByRole("button", { name: /Increase quantity/ })
    .click();
  await expect(page.getByTestId("cart-subtotal")).toHaveText("₹3,998.00");
  await expect(page.getByTestId("cart-discount")).toHaveText("−₹199.90");
  await expect(total(page)).toHaveText("₹3,798.10");
  // Applying again fixes a new discount from the subtotal of that moment.
  await code.fill("DISCOUNT20");
  await page.getByRole("button", { name: "Apply coupon" }).click();
  await expect(page.getByTestId("cart-discount")).toHaveText("−₹799.60");
  await expect(total(page)).toHaveText("₹3,198.40");
  await page.reload();
  await expect(page.getByTestId("cart-discount")).toHaveText("−₹799.60");
  await page.getByRole("button", { name: "Remove coupon" }).click();
  await expect(total(page)).toHaveText("₹3,998.00");
  expect(seen).toEqual(["Invalid coupon code"]);
});

test("the cart survives a reload, and a corrupt stored cart is discarded without a crash", async ({ page }) => {
  // Errors thrown by the page. React's hydration-mismatch report (#418) is left out: it concerns the
  // shared frame and is checked there; this test is about reading the stored cart.
  const errors: Error[] = [];
  page.on("pageerror", (error) => {
    if (!error.message.includes("Minified React error #418")) errors.push(error);
  });
  await fillCart(page, ["POSH Awareness Pack"]);
  await line(page, "POSH Awareness Pack")
    .getByRole("button", { name: /Increase quantity/ })
    .click();
  await page.reload();
  await expect(line(page, "POSH Awareness Pack").getByTestId("line-quantity")).toHaveText("2");
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cart"))) ?? "[]")).toMatchObject([
    { title: "POSH Awareness Pack", quantity: 2 },
  ]);

  await page.evaluate(() => localStorage.setItem("cart", "{this is not json"));
  await page.reload();
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await page.evaluate(() => localStorage.setItem("cart", JSON.stringify([{ id: "x" }, 5, null])));
  await page.reload();
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  expect(errors).toEqual([]);
});

test("Proceed to Checkout opens the checkout with the same totals", async ({ page }) => {
  await fillCart(page, ["Permanent Employment Agreement"]);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(total(page)).toHaveText("₹699.00");
});

test("the cart with items has no serious accessibility violations", async ({ page }) => {
  await fillCart(page, ["Fixed-Term Employment Contract"]);
  await page.getByRole("button", { name: "Have a coupon? Click here to enter your code" }).click();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
