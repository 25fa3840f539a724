import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { isPhone, onPhoneToo } from "./support/viewport.ts";

/** About page (SPEC 2.5). */

test("intro with the since-year, core values, vision and mission, stats", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId("since-year")).toHaveText("2019");
  const coreValues = page.locator("section", { has: page.getByRole("heading", { name: "Our core values" }) });
  await expect(coreValues.locator("li")).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "Our vision" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
  for (const value of ["200+", "95%", "24/7"]) await expect(page.getByText(value, { exact: true })).toBeVisible();
  // SPEC's 24/7 support beside an office closed on Sundays: the figure says whom it is for.
  await expect(
    page.getByText(/^On the Platinum plan; our office is open Mon-Sat 09\.00 to 06\.00, Sunday closed$/),
  ).toBeVisible();
  await expect(page.getByText("Client retention")).toBeVisible();
  await expect(
    page.getByText(
      /100\+ corporates, with 180\+ experts across India, 50\+ vendor audits every month and 1500\+ trainings/,
    ),
  ).toBeVisible();
});

test("hero and intro buttons stay on /about, and the why-us call button dials the site phone", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("link", { name: "Read our story" })).toHaveAttribute("href", "/about#our-story");
  await expect(page.getByRole("link", { name: "Meet the team behind the work" })).toHaveAttribute(
    "href",
    "/about#why-us",
  );
  await page.getByRole("link", { name: "Read our story" }).click();
  await expect(page).toHaveURL(/\/about#our-story$/);
  const call = page.locator("#why-us").getByRole("link", { name: /Call for a consultation/ });
  await expect(call).toHaveAttribute("href", /^tel:\+91\d{10}$/);
  await expect(page.locator("#why-us li")).not.toHaveCount(0);
});

test("the timeline runs from 2019 to 2023 beside a sticky image on desktop", onPhoneToo, async ({ page }) => {
  await page.goto("/about");
  const timeline = page.locator("section", {
    has: page.getByRole("heading", { name: "From a Jaipur practice to a national partner" }),
  });
  const years = await timeline.locator("ol > li > p:first-of-type").allTextContents();
  expect(years).toEqual(["2019", "2020", "2021", "2022", "2023"]);
  const image = page.getByTestId("timeline-image");
  if (isPhone()) {
    await expect(image.locator("img")).toBeHidden();
  } else {
    await expect(image).toHaveCSS("position", "sticky");
    await expect(image.locator("img")).toHaveAttribute("alt", /.+/);
    // Scroll the years past: the image column stays in view.
    await timeline.locator("ol > li").last().scrollIntoViewIfNeeded();
    await expect(image.locator("img")).toBeInViewport();
  }
});

test("the page carries AboutPage JSON-LD for the organisation", async ({ page }) => {
  await page.goto("/about");
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as { "@type"?: string; mainEntity?: { "@type"?: string } },
  );
  expect(jsonLd.some((d) => d["@type"] === "AboutPage" && d.mainEntity?.["@type"] === "Organization")).toBe(true);
  await expect(page).toHaveTitle(/^About Us \|/);
});

test("axe finds no serious or critical violations on the about page", async ({ page }) => {
  await page.goto("/about");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
