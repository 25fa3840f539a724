import { expect, test } from "@playwright/test";

/** Internship programmes and the dash voucher mock-up (SPEC 2.12). */

const courses = [
  ["DevOps & Cloud Computing", "45 Days / 6 Weeks"],
  ["Data Science with ML & AI", "45 Days / 6 Weeks"],
  ["Full Stack Web Development", "45 Days / 6 Weeks"],
  ["Generative AI", "45 Days / 6 Weeks"],
  ["Linux", "15 Days"],
  ["Python", "15 Days"],
  ["Frontend Development", "15 Days"],
];

test("the internship page lists the seven courses of SPEC 3 with their durations", async ({ page }) => {
  await page.goto("/internship");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SUMMER TRAINING / INTERNSHIP PROGRAMS 2025");
  const cards = page.locator("article");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(courses.map(([title]) => title!));
  for (const [i, [, duration]] of courses.entries()) {
    await expect(cards.nth(i)).toContainText(duration!);
    await expect(cards.nth(i).locator("ul > li")).not.toHaveCount(0);
    await expect(cards.nth(i).getByRole("link", { name: /^Download Curriculum/ })).toHaveAttribute("href", "/contact");
    await expect(cards.nth(i).getByRole("link", { name: /^Enroll Now/ })).toHaveAttribute("href", "/contact");
  }
  await expect(page).toHaveTitle(/Summer Training and Internship Programs 2025/);
});

test("Enroll Now takes the visitor to the contact page", async ({ page }) => {
  await page.goto("/internship");
  await page.getByRole("link", { name: "Enroll Now: Python" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the dash voucher is a clearly marked sample with attraction, supplier and payment details", async ({ page }) => {
  await page.goto("/dash");
  await expect(page.getByRole("note")).toContainText("not a real booking");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Voucher");
  await expect(page.getByRole("heading", { name: "Heritage Fort Day Tour (sample)" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Supplier" })).toContainText("Example Heritage Tours");
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("₹2,550.00");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
