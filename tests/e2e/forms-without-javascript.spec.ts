import { expect, test } from "@playwright/test";
import { readOutbox } from "./support/server.ts";

/**
 * The contact and mailing-list forms of content pages post to React Router actions when no script
 * runs (decision 064): the same server outcome as the JSON API, and the spec's sentences on the page.
 */
test.use({ javaScriptEnabled: false });

test.describe("forms without JavaScript", () => {
  test("an enquiry reaches the business and the page says the spec's thank-you", async ({ page }) => {
    const name = `No Script ${Date.now()}`;
    await page.goto("/contact");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Email", { exact: true }).fill("noscript@example.com");
    await page.getByLabel("Contact number").fill("98765 43210");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent.");
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect
      .poll(() => readOutbox().some((m) => m.channel === "email" && m.subject.includes(name)), { timeout: 15_000 })
      .toBe(true);
  });

  test("a refused enquiry keeps what was typed and shows the server's sentences", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Asha");
    await page.getByLabel("Email", { exact: true }).fill("asha@example.com");
    await page.getByLabel("Contact number").fill("12");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator("main").getByRole("alert")).toHaveText("Please enter a valid contact number.");
    await expect(page.getByLabel("Contact number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name")).toHaveValue("Asha");
  });

  test("the footer's signup sends the confirmation e-mail and answers Subscription successful!", async ({ page }) => {
    const email = `noscript${Date.now()}@example.com`;
    await page.goto("/esic");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page.getByRole("status")).toHaveText("Subscription successful!");
    await expect
      .poll(() => readOutbox().filter((m) => m.to === email && m.subject.startsWith("Please confirm")).length, {
        timeout: 15_000,
      })
      .toBe(1);
    // A second signup is answered kindly and sends nothing more, as the API does.
    await page.goto("/about");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toHaveText("You are already on our mailing list. Thank you!");
  });

  test("a malformed address is refused in red with the server's sentence", async ({ page }) => {
    await page.goto("/subscribe");
    // The browser's own check is what a person meets first; the server refuses a forged post too.
    const answer = await page.request.post("/subscribe", { form: { email: "not-an-address" } });
    expect(answer.status()).toBe(400);
    expect(await answer.text()).toContain("Please enter a valid email address.");
  });
});
