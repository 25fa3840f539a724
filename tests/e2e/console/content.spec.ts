import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { homeDefault } from "../../../contract/content/home.ts";
import { packageDefaults } from "../../../contract/content/packages.ts";
import { privacyDefault } from "../../../contract/content/privacy.ts";
import { defaultSite } from "../../../contract/shared/site.ts";
import { signInPage } from "../support/editor-session.ts";
import { startOwnSite, type OwnSite } from "../support/own-site.ts";

// Publishing changes every visitor's page: this spec runs on a site of its own, one for the file.
test.describe.configure({ mode: "serial" });
let site: OwnSite;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startOwnSite("content");
});
test.afterAll(async () => site?.stop());

const heading = "Payroll and compliance for Rajasthan's factories";
const field = (page: Page, path: string) => page.locator(`#content-${path}`);
/** Unfolds one of the document's top-level sections. */
const openSection = (page: Page, title: string) => page.locator("summary", { hasText: title }).click();

test("an owner edits the home page in the console: a draft no visitor sees, a preview on two widths, publish, and the default restored", async ({
  page,
}) => {
  test.slow();
  await signInPage(page, await site.signIn());
  await page.goto(`${site.baseUrl}/admin/content`);
  await page.getByRole("link", { name: "Home page" }).click();
  await expect(page.getByRole("heading", { name: "Home page" })).toBeVisible();

  // One field of each kind the home page has: short, long, number, yes/no, choice, link, image, list.
  for (const section of ["Hero slider", "Pricing", "Testimonials"])
    await page.getByText(section, { exact: true }).first().click();
  await field(page, "hero-title").fill(heading);
  await field(page, "hero-slides-0-description").fill(
    "Licences, registers, PF and ESIC for plants in Jaipur and Bhiwadi.",
  );
  await field(page, "hero-rotateMs").fill("8000");
  await field(page, "pricing-tiers-0-featured").selectOption("yes");
  await field(page, "hero-slides-0-buttons-1-variant").selectOption("accent");
  await field(page, "hero-slides-0-buttons-0-to").fill("/tools");
  await field(page, "hero-slides-0-image-alt").fill("A factory floor with a checked register");
  await page.getByRole("button", { name: "Add testimonial" }).click();
  const added = homeDefault.testimonials.items.length;
  await field(page, `testimonials-items-${added}-content`).fill("They run our PF and ESIC every month, on time.");
  await field(page, `testimonials-items-${added}-author`).fill("R. Mehta");
  await field(page, `testimonials-items-${added}-role`).fill("HR head, Mehta Castings");
  await field(page, `testimonials-items-${added}-rating`).fill("5");
  await page.getByRole("button", { name: `Move up: Testimonial ${added + 1}` }).click();
  await expect(field(page, `testimonials-items-${added - 1}-author`)).toHaveValue("R. Mehta");

  // A heading cannot outgrow its box (the field stops at its limit); a figure out of range is refused beside it.
  await field(page, "hero-title").fill("x".repeat(81));
  await expect(field(page, "hero-title")).toHaveValue("x".repeat(80));
  await field(page, "hero-title").fill(heading);
  await field(page, "hero-rotateMs").fill("100");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Enter 4000 or more.")).toBeVisible();
  await expect(field(page, "hero-rotateMs")).toBeFocused();
  await field(page, "hero-rotateMs").fill("8000");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft saved. Visitors still see the published page.");

  // Visitors still see the published page.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(site.baseUrl);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(homeDefault.hero.title);

  // The preview is the real page with the draft, on a phone and on a desktop.
  await page.getByRole("button", { name: "Preview" }).click();
  for (const title of ["Preview on a phone", "Preview on a desktop"]) {
    await expect(page.frameLocator(`iframe[title="${title}"]`).getByRole("heading", { level: 1 })).toHaveText(heading);
  }

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(visitor.getByText("They run our PF and ESIC every month, on time.")).toBeAttached();
  await expect(visitor.locator("[data-rotate-ms]")).toHaveAttribute("data-rotate-ms", "8000");

  // The history shows who published what; the default comes back as a new version.
  await expect(page.getByText(/Version 1 \(live\)/)).toBeVisible();
  await page.getByRole("button", { name: "Restore the site's default text" }).click();
  await expect(page.getByRole("status")).toHaveText("Published the default again as a new version.");
  await page.getByRole("button", { name: "Show changes of version 1" }).click();
  await expect(page.getByRole("cell", { name: `Hero slider › Main heading` })).toBeVisible();
  await expect(page.getByRole("cell", { name: heading })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(homeDefault.hero.title);
  await visitor.close();
});

test("the brand: colours that fail contrast are refused; a good pair, the names and the hours reach every page", async ({
  page,
}) => {
  test.slow();
  await signInPage(page, await site.signIn());
  await page.goto(`${site.baseUrl}/admin/content/site`);
  await field(page, "brand").fill("Mehta Labour Law Associates");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations).toEqual([]);
  await openSection(page, "Colours");
  await field(page, "colours-primary").fill("#9ec5ff");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/The primary colour is too light/)).toBeVisible();
  await field(page, "colours-primary").fill("#1b4d3e");
  await openSection(page, "Office hours");
  await field(page, "hours-weekdays").fill("Mon-Fri 10.00 to 07.00");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");

  await page.goto(`${site.baseUrl}/contact`);
  await expect(page.getByRole("link", { name: "Mehta Labour Law Associates, home" }).first()).toBeVisible();
  await expect(page.getByText("Mon-Fri 10.00 to 07.00").first()).toBeVisible();
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--color-primary"),
  );
  expect(primary.trim()).toBe("#1b4d3e");
  await expect(page).toHaveTitle(/Mehta Labour Law Associates/);
  expect(defaultSite.brand).not.toBe("Mehta Labour Law Associates");
});

test("a package page: the kind chooser adds a section of the chosen kind, by keyboard, and the page shows it", async ({
  page,
}) => {
  test.slow();
  await signInPage(page, await site.signIn());
  await page.goto(`${site.baseUrl}/admin/content/packages-professional`);
  await openSection(page, "Sections");
  const added = packageDefaults["packages-professional"].sections.length;
  const chooser = page.getByLabel("Kind of the new section");
  await chooser.selectOption({ label: "Questions and answers" });
  await page.getByRole("button", { name: "Add section" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel(`Kind of section ${added + 1}`).locator("option:checked")).toHaveText(
    "Questions and answers",
  );
  await field(page, `sections-${added}-heading`).fill("Questions about HR Professional");
  await field(page, `sections-${added}-items-0-question`).fill("Who is HR Professional for?");
  await field(page, `sections-${added}-items-0-answer`).fill("Teams past fifty people that hire every month.");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations).toEqual([]);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");

  await page.goto(`${site.baseUrl}/packages/professional`);
  await expect(page.getByRole("heading", { name: "Questions about HR Professional" })).toBeVisible();
  await expect(page.getByText("Who is HR Professional for?")).toBeVisible();
});

test("the privacy policy: a section's rich text edited in the console reaches /privacy with its tokens filled", async ({
  page,
}) => {
  test.slow();
  await signInPage(page, await site.signIn());
  await page.goto(`${site.baseUrl}/admin/content`);
  await page.getByRole("link", { name: "Privacy policy" }).click();
  await openSection(page, "Sections");
  const children = privacyDefault.sections.findIndex((section) => section.id === "children");
  const editor = page.locator(`[data-path="sections.${children}.body"] .ql-editor`);
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("We never knowingly keep a child's data. Write to {grievanceEmail} and we erase it.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");

  await page.goto(`${site.baseUrl}/privacy`);
  await expect(page.locator("#children")).toContainText(
    `We never knowingly keep a child's data. Write to ${defaultSite.privacyContact.email} and we erase it.`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});
