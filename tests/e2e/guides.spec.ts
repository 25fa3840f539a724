import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const guides = [
  { path: "/esic", title: "ESIC Guidelines", rajasthanOnly: false, figures: ["0.75%", "3.25%"] },
  { path: "/epfo", title: "EPFO Guidelines", rajasthanOnly: false, figures: ["₹15,000 a month"] },
  {
    path: "/se-guide",
    title: "SE Guide",
    rajasthanOnly: true,
    figures: ["Rajasthan Shops and Commercial Establishments Act, 1958"],
  },
  {
    path: "/factory-guide",
    title: "Factory Guidelines",
    rajasthanOnly: true,
    figures: [
      "at most 48 hours a week and 9 hours a day",
      "one weekly day off",
      "48 hours a week; daily limit as set by current state rules",
    ],
  },
];

/** The footer's visitor counter answers only after hydration: from then on clicks are handled. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("visitor-count")).not.toHaveText("Loading...");
}

const cardButtons = (page: Page) => page.getByTestId("guide-card").getByRole("button");

// The four guides are one page (routes/content/guide-page.tsx) with their own data: the cards'
// behaviour and the whole page's axe scan are checked on one; the data of each is checked below.
test("guide cards start closed, open one at a time and close on a second click", async ({ page }) => {
  await openHydrated(page, "/esic");
  await expect(page.getByRole("heading", { level: 1, name: "ESIC Guidelines" })).toBeVisible();
  const buttons = cardButtons(page);
  const count = await buttons.count();
  expect(count).toBeGreaterThanOrEqual(8);
  expect(count).toBeLessThanOrEqual(12);
  await expect(page.locator('[data-testid="guide-card"] button[aria-expanded="true"]')).toHaveCount(0);
  await expect(page.locator('[data-testid="guide-card"] [role="region"]:visible')).toHaveCount(0);

  const first = buttons.nth(0);
  const second = buttons.nth(1);
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  const firstPanel = page.locator(`#${await first.getAttribute("aria-controls")}`);
  await expect(firstPanel).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(firstPanel).toBeHidden();
  await expect(page.locator('[data-testid="guide-card"] button[aria-expanded="true"]')).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator('[data-testid="guide-card"] [role="region"]:visible')).toHaveCount(0);
});

for (const guide of guides) {
  test(`${guide.title}: date badges, review notice, footer sentence, figures and FAQPage JSON-LD`, async ({ page }) => {
    await page.goto(guide.path);
    await expect(page.getByRole("heading", { level: 1, name: guide.title })).toBeVisible();
    const count = await cardButtons(page).count();
    expect(count).toBeGreaterThanOrEqual(8);
    expect(count).toBeLessThanOrEqual(12);
    const badges = page.getByTestId("date-badge");
    await expect(badges.first()).toBeVisible();
    for (const text of await badges.allInnerTexts())
      expect(text).toMatch(/^\d{2}\s+(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)$/);
    expect(await badges.count()).toBe(await cardButtons(page).count());
    // What each badge's date is, in visible text beside it.
    const notes = page.getByTestId("date-note");
    expect(await notes.count()).toBe(await badges.count());
    for (const note of await notes.all()) await expect(note).toBeVisible();
    await expect(notes.filter({ hasText: /^Date shown: when this answer was last reviewed$/ }).first()).toBeVisible();

    // Every answer names its official sources as links and carries its own review date.
    const sources = page.getByTestId("review-sources");
    expect(await sources.count()).toBe(await cardButtons(page).count());
    for (const line of await sources.all()) {
      await expect(line).toContainText(/^Last reviewed \d{1,2} [A-Z][a-z]+ 20\d\d\. Official sources?: /);
      const links = line.getByRole("link", { includeHidden: true });
      expect(await links.count()).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? "")))
        expect(href).toMatch(/^https:\/\/[a-z.-]+\.(gov|nic)\.in\//);
    }

    // The Rajasthan-only guides say so before the first question; the national ones do not.
    const scope = page.getByTestId("guide-scope");
    if (guide.rajasthanOnly) await expect(scope).toContainText("This guide covers Rajasthan only.");
    else await expect(scope).toHaveCount(0);

    await expect(page.getByText("Last reviewed: 24 November 2026")).toBeVisible();
    await expect(page.getByTestId("rules-change-notice")).toContainText("Labour rules change often");
    await expect(page.getByTestId("rules-change-notice")).toContainText("in force since 21 November 2025");
    await expect(page.getByTestId("guide-footer")).toHaveText(
      "Need more information? Contact our HR team for assistance.",
    );

    const html = await page.content();
    for (const figure of guide.figures) expect(html).toContain(figure);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = jsonLd
      .map(
        (text) =>
          JSON.parse(text) as { "@type": string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] },
      )
      .find((d) => d["@type"] === "FAQPage");
    expect(faq?.mainEntity?.length).toBe(await cardButtons(page).count());
    // The structured answers are the visible ones: the first question's answer matches its panel.
    const firstQuestion = faq?.mainEntity?.[0];
    await expect(page.getByTestId("guide-card").first()).toContainText(firstQuestion?.name ?? "missing");
    const panelText =
      (await page.getByTestId("guide-card").first().getByRole("region", { includeHidden: true }).textContent()) ?? "";
    expect(panelText.replace(/\s+/g, "")).toBe((firstQuestion?.acceptedAnswer.text ?? "").replace(/\s+/g, ""));
  });
}

test("guide cards work with the keyboard", async ({ page }) => {
  await openHydrated(page, "/factory-guide");
  const first = cardButtons(page).nth(0);
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(first).toHaveAttribute("aria-expanded", "false");
});

// A Rajasthan-only guide: the page with every part a guide can have (the scope notice too). The
// cards of all four are scanned in the next test.
test("a guide page with an answer open has no serious or critical accessibility violations", async ({ page }) => {
  await openHydrated(page, "/factory-guide");
  await cardButtons(page).nth(0).click();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("each guide question is its own element and names its button; the badge and the date note describe it (axe clean)", async ({
  page,
}) => {
  test.slow(); // four pages, about a hundred cards each read by their accessible name and description, then axe
  for (const guide of guides) {
    await page.goto(guide.path);
    const cards = page.getByTestId("guide-card");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const question = (await card.getByTestId("guide-question").textContent()) ?? "";
      const badge = (await card.getByTestId("date-badge").innerText()).replace(/\s+/g, " ").trim();
      const note = (await card.getByTestId("date-note").textContent()) ?? "";
      expect(question.length).toBeGreaterThan(10);
      const button = card.getByRole("button");
      await expect(button).toHaveAccessibleName(question);
      await expect(button).toHaveAccessibleDescription(
        new RegExp(`^${escapeRegExp(badge)}\\s*${escapeRegExp(note)}$`, "i"),
      );
      // The heading reads as the question alone too, and a search for the question finds its button.
      await expect(card.getByRole("heading", { level: 2 })).toHaveAccessibleName(question);
    }
    await expect(
      page.getByRole("button", {
        name: (await page.getByTestId("guide-question").first().textContent()) ?? "",
        exact: true,
      }),
    ).toHaveCount(1);
    const results = await new AxeBuilder({ page })
      .include('[data-testid="guide-card"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
      .analyze();
    expect(
      results.violations.map((v) => `${guide.path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
