import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** The three package pages (SPEC 2.6). */

async function expectNoSevereAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The footer's visitor counter answers only after hydration: from then on clicks are handled. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("visitor-count")).not.toHaveText("Loading...");
}

/** Scrolls every lazy image into view and expects each to have alt text and to have loaded. */
async function expectImagesLoaded(page: Page) {
  const images = page.locator("main img, #main img, body img");
  for (const img of await images.all()) {
    if (!(await img.isVisible())) continue;
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute("alt", /.+/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
}

test("HR Essentials: intro, six numbered services and four benefit cards that link to live pages", async ({
  page,
  request,
}) => {
  await page.goto("/packages/essential");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("HR Essentials");
  const services = page.locator("section", {
    has: page.getByRole("heading", { name: "Six services in the Essentials package" }),
  });
  await expect(services.locator("ol > li")).toHaveCount(6);
  const benefits = page.locator("section", {
    has: page.getByRole("heading", { name: "What Essentials does for you" }),
  });
  const links = benefits.getByRole("link");
  await expect(links).toHaveCount(4);
  for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""))) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test("HR Essentials FAQ: one answer open at a time, and clicking the open question closes it", async ({ page }) => {
  await openHydrated(page, "/packages/essential");
  const faq = page.locator("section", { has: page.getByRole("heading", { name: "Questions about HR Essentials" }) });
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(4);
  for (const q of await questions.all()) await expect(q).toHaveAttribute("aria-expanded", "false");

  const first = questions.nth(0);
  const second = questions.nth(1);
  const firstPanel = page.locator(`#${await first.getAttribute("aria-controls")}`);
  const secondPanel = page.locator(`#${await second.getAttribute("aria-controls")}`);
  await expect(firstPanel).toBeHidden();

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(firstPanel).toBeVisible();
  await expect(firstPanel).toContainText("Owner-managed businesses");

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(secondPanel).toBeVisible();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(firstPanel).toBeHidden();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(secondPanel).toBeHidden();
  await expect(faq.getByRole("region")).toHaveCount(0);
});

test("HR Essentials carries FAQPage JSON-LD with its four questions", async ({ page }) => {
  await page.goto("/packages/essential");
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as { "@type"?: string; mainEntity?: { name: string }[] },
  );
  const faq = jsonLd.find((d) => d["@type"] === "FAQPage");
  expect(faq?.mainEntity?.map((q) => q.name)).toEqual([
    "Who is HR Essentials for?",
    "Does it cover the new Labour Codes?",
    "How quickly can we be set up?",
    "Do you pay our PF and ESI for us?",
  ]);
});

test("HR Essentials FAQ works from the keyboard", async ({ page }) => {
  await openHydrated(page, "/packages/essential");
  const question = page.getByRole("button", { name: "How quickly can we be set up?" });
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/About two weeks from the consultation session/)).toBeVisible();
  await page.keyboard.press("Space");
  await expect(question).toHaveAttribute("aria-expanded", "false");
});

test("HR Professional: intro, benefits, the founder's quote and an image grid", async ({ page }) => {
  await page.goto("/packages/professional");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("HR Professional");
  await expect(
    page
      .locator("section", { has: page.getByRole("heading", { name: "What you get beyond Essentials" }) })
      .getByRole("heading", { level: 3 }),
  ).toHaveCount(6);
  await expect(page.locator("blockquote")).toContainText("picks up the phone");
  await expect(page.locator("figcaption").first()).toContainText("Adv. Arjun Example");
  const grid = page.locator("section", { has: page.getByRole("heading", { name: "How the work is shared" }) });
  await expect(grid.getByRole("img")).toHaveCount(4);
  await expectImagesLoaded(page);
});

test("HR Platinum: quote, strategic workforce section, three benefit sections with images", async ({ page }) => {
  await page.goto("/packages/platinum");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("HR Platinum");
  await expect(page.locator("blockquote")).toContainText("designed in, not inspected in");
  await expect(page.getByRole("heading", { name: "A workforce plan that follows your business plan" })).toBeVisible();
  for (const eyebrow of ["Benefit 1", "Benefit 2", "Benefit 3"])
    await expect(page.getByText(eyebrow, { exact: true })).toBeVisible();
  await expectImagesLoaded(page);
});

test("each package page has its own title and description and a Get Free HR Audit button to /contact", async ({
  page,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const slug of ["essential", "professional", "platinum"]) {
    await page.goto(`/packages/${slug}`);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
    await expect(page.getByRole("link", { name: "Get Free HR Audit" })).toHaveAttribute("href", "/contact");
  }
  expect(titles.size).toBe(3);
  expect(descriptions.size).toBe(3);
  expect((await page.goto("/packages/gold"))?.status()).toBe(404);
});

for (const slug of ["essential", "professional", "platinum"]) {
  test(`axe finds no serious or critical violations on /packages/${slug}`, async ({ page }) => {
    await openHydrated(page, `/packages/${slug}`);
    if (slug === "essential") await page.getByRole("button", { name: "Who is HR Essentials for?" }).click();
    await expectNoSevereAxeViolations(page);
  });
}

test("every package page carries the review note: review date, official sources and the check-first advice", async ({
  page,
}) => {
  for (const slug of ["essential", "professional", "platinum"]) {
    await page.goto(`/packages/${slug}`);
    const note = page.getByRole("complementary", { name: "About this information" });
    await expect(note).toContainText(/Last reviewed \d{1,2} [A-Z][a-z]+ 20\d\d\./);
    await expect(note).toContainText("check the current position with the department or authority concerned");
    const links = note.getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute("href"))))
      expect(href).toMatch(/^https:\/\/[a-z.-]+\.(gov|nic)\.in\//);
  }
});
