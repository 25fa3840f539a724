import { expect, test } from "@playwright/test";

test("home page renders inside the site frame", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("header")).toBeVisible();
  await expect(page.getByTestId("visitor-count")).toHaveText(/^\d[\d,]*$/);
});
