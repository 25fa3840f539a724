import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { checkoutMessages } from "../../../contract/shop/orders.ts";
import { editorSession } from "../support/editor-session.ts";
import { readOutbox } from "../support/server.ts";

interface ApiProduct {
  id: number;
  title: string;
  price: number;
}

/** Puts real catalogue products (by title, with quantities) into the stored cart, then opens /checkout. */
async function checkoutWith(
  page: Page,
  wanted: Record<string, number>,
  coupon?: { code: string; percent: number; discount: number },
) {
  const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  const lines = Object.entries(wanted).map(([title, quantity]) => {
    const product = products.find((p) => p.title === title);
    if (!product) throw new Error(`No product ${title}`);
    return { ...product, quantity };
  });
  await page.goto("/cart");
  await page.evaluate(
    ([cart, applied]) => {
      localStorage.setItem("cart", cart);
      if (applied) localStorage.setItem("cart-coupon", applied);
    },
    [JSON.stringify(lines), coupon ? JSON.stringify(coupon) : null] as const,
  );
  await page.goto("/checkout");
  await expect(page.getByRole("button", { name: "Place Order" })).toBeVisible();
}

async function fillContact(page: Page, email: string) {
  await page.getByRole("main").getByLabel("Email address").fill(email);
  await page.getByLabel("First name").fill("Meera");
  await page.getByLabel("Last name").fill("Iyer");
  await page.getByLabel("Street address").fill("12, Ring Road");
  await page.getByLabel("Town / City").fill("Jaipur");
  await page.getByLabel("PIN Code").fill("302017");
  await page.getByLabel("Phone").fill("9876543210");
}

function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

function orderRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/orders")
      sent.push(request.postData() ?? "");
  });
  return sent;
}

const required = [
  checkoutMessages.emailRequired,
  checkoutMessages.firstNameRequired,
  checkoutMessages.lastNameRequired,
  checkoutMessages.addressRequired,
  checkoutMessages.cityRequired,
  checkoutMessages.pinCodeRequired,
  checkoutMessages.phoneRequired,
];

test("missing fields show the spec's message under each, cleared on edit, and nothing is sent", async ({ page }) => {
  const sent = orderRequests(page);
  await checkoutWith(page, { "Appointment Letter Template": 1 });
  await page.getByRole("button", { name: "Place Order" }).click();
  for (const message of required) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByLabel("Email address")).toBeFocused();
  await page.getByRole("main").getByLabel("Email address").fill("a");
  await expect(page.getByText(checkoutMessages.emailRequired)).toHaveCount(0);
  await expect(page.getByText(checkoutMessages.phoneRequired)).toBeVisible();
  await page.getByLabel("Phone").fill("1");
  await expect(page.getByText(checkoutMessages.phoneRequired)).toHaveCount(0);
  expect(sent).toEqual([]);
});

test("the form: Rajasthan by default among every state, India, the red no-payment notice, the note", async ({
  page,
}) => {
  await checkoutWith(page, { "Leave and Attendance Policy": 2 });
  const state = page.getByLabel("State");
  await expect(state).toHaveValue("Rajasthan");
  await expect(state.locator("option")).toHaveCount(36);
  await state.selectOption("Ladakh");
  await expect(page.getByTestId("checkout-country")).toHaveText("India");
  const notice = page.getByTestId("no-payment-methods");
  await expect(notice).toHaveText(checkoutMessages.noPaymentMethods);
  await expect(notice).toHaveClass(/text-danger/);
  await expect(page.getByLabel("Order note")).toHaveCount(0);
  await page.getByLabel("Add a note to your order").check();
  await expect(page.getByLabel("Order note")).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText("₹798.00");
  await page.getByRole("link", { name: "Return to Cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test("an empty cart disables Place Order, and a forced submit alerts and sends nothing", async ({ page }) => {
  const seen = alerts(page);
  const sent = orderRequests(page);
  await page.goto("/checkout");
  const place = page.getByRole("button", { name: "Place Order" });
  await expect(place).toBeDisabled();
  await fillContact(page, "empty@example.com");
  await place.evaluate((button) => button.removeAttribute("disabled"));
  await place.click();
  await expect.poll(() => seen).toEqual([checkoutMessages.cartEmpty]);
  expect(sent).toEqual([]);
});

test("a refused order alerts Order failed: with the server's sentence and stays on the form", async ({ page }) => {
  const seen = alerts(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/orders", async (route) => {
    await held;
    await route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: "Invalid coupon code", message: "Invalid coupon code" }),
    });
  });
  await checkoutWith(page, { "Vendor Compliance Audit Toolkit": 1 });
  await fillContact(page, "refused@example.com");
  await page.getByRole("button", { name: "Place Order" }).click();
  const busy = page.getByRole("button", { name: "Processing..." });
  await expect(busy).toBeDisabled();
  release();
  await expect.poll(() => seen).toEqual(["Order failed: Invalid coupon code"]);
  await expect(page.getByRole("button", { name: "Place Order" })).toBeEnabled();
  await expect(page.getByLabel("First name")).toHaveValue("Meera");

  await page.unroute("**/api/orders");
  await page.route("**/api/orders", (route) => route.abort());
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect.poll(() => seen).toEqual(["Order failed: Invalid coupon code", "Order failed: Failed to place order"]);
  expect(await page.evaluate(() => localStorage.getItem("cart"))).not.toBeNull();
});

test("a cart kept from before a price rise is refused, brought up to today's prices, and then goes through", async ({
  page,
}) => {
  const seen = alerts(page);
  const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  const product = products.find((p) => p.title === "Employee Background Verification Form")!;
  await page.goto("/cart");
  await page.evaluate((line) => localStorage.setItem("cart", JSON.stringify([line])), {
    ...product,
    price: product.price - 50,
    quantity: 2,
  });
  await page.goto("/checkout");
  const today = `₹${(product.price * 2).toFixed(2)}`;
  await expect(page.getByTestId("cart-total")).not.toHaveText(today);
  await fillContact(page, "price-rise@example.com");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect.poll(() => seen).toEqual([checkoutMessages.orderFailedPrefix + checkoutMessages.totalTooLow]);
  await expect(page.getByTestId("cart-total")).toHaveText(today);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { name: checkoutMessages.successTitle })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(today);
});

test("a complete order is stored with the server's total, e-mailed, and clears the cart", async ({ page }) => {
  const email = `buyer-${test.info().project.name}-${Date.now()}@example.com`;
  const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/products");
  await page.goto("/product-listing");
  await refreshed;
  for (const title of ["Monthly Statutory Compliance Checklist", "Experience and Relieving Letter Set"]) {
    await page
      .getByTestId("product-card")
      .filter({ hasText: title })
      .getByRole("button", { name: /ADD TO CART/ })
      .click();
  }
  await page
    .getByTestId("product-card")
    .filter({ hasText: "Experience and Relieving Letter Set" })
    .getByRole("link", { name: /VIEW CART/ })
    .click();
  await page
    .getByTestId("cart-line")
    .filter({ hasText: "Monthly Statutory" })
    .getByRole("button", { name: /Increase quantity/ })
    .click();
  await page.getByRole("button", { name: "Have a coupon? Click here to enter your code" }).click();
  await page.getByLabel("Coupon code").fill("Discount10");
  await page.getByRole("button", { name: "Apply coupon" }).click();
  // 2 × 499 + 249 = 1,247; 10% off = 124.70.
  await expect(page.getByTestId("cart-total")).toHaveText("₹1,122.30");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();

  await fillContact(page, email);
  await page.getByLabel("State").selectOption("Karnataka");
  await page.getByLabel("Add a note to your order").check();
  await page.getByLabel("Order note").fill("Please send the files in Word format.");
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/orders");
  await page.getByRole("button", { name: "Place Order" }).click();
  const answer = await answered;
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as { orderId: number; total: number };
  expect(body.total).toBe(1122.3);

  await expect(page.getByRole("heading", { name: checkoutMessages.successTitle })).toBeVisible();
  await expect(page.getByText(checkoutMessages.successText)).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("₹1,122.30");
  await expect(page.getByTestId("order-id")).toHaveText(String(body.orderId));
  expect(await page.evaluate(() => [localStorage.getItem("cart"), localStorage.getItem("cart-coupon")])).toEqual([
    null,
    null,
  ]);

  const { token } = await editorSession(page.request);
  const stored = await page.request.get(`/api/admin/orders?format=json&q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(stored.ok()).toBe(true);
  const { orders } = (await stored.json()) as {
    orders: {
      id: number;
      total: number;
      subtotal: number;
      discount: number;
      coupon: string;
      note: string;
      state: string;
      lines: { quantity: number }[];
    }[];
  };
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    id: body.orderId,
    subtotal: 1247,
    discount: 124.7,
    total: 1122.3,
    coupon: "DISCOUNT10",
    note: "Please send the files in Word format.",
    state: "Karnataka",
  });
  expect(orders[0]?.lines.map((l) => l.quantity).sort()).toEqual([1, 2]);

  await expect
    .poll(() => readOutbox().filter((m) => m.channel === "email" && m.to === email).length, { timeout: 15_000 })
    .toBeGreaterThan(0);

  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
});

test("the checkout has no serious accessibility violations", async ({ page }) => {
  await checkoutWith(page, { "Employee Handbook Template": 1 });
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText(checkoutMessages.emailRequired)).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
