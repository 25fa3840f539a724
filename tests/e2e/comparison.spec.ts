import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { comparisonTabs, type ComparisonCell } from "../../contract/content/comparison.ts";
import { isPhone, onPhoneToo } from "./support/viewport.ts";

/** The plan comparison (SPEC 2.12 and 3). */

async function openHydrated(page: Page) {
  await page.goto("/comparison");
  await expect(page.getByTestId("visitor-count")).not.toHaveText("Loading...");
}

/** What a visitor reads in a cell: the text, or the words behind a tick or a cross. */
const spoken = (cell: ComparisonCell) => (cell === true ? "Included" : cell === false ? "Not included" : cell);

/** The rows of the visible panel as [label, essentials, professional, platinum], table or cards. */
async function visibleRows(panel: Locator): Promise<string[][]> {
  if (isPhone()) {
    return panel
      .getByTestId("comparison-card")
      .evaluateAll((cards) =>
        cards.map((card) =>
          [
            card.querySelector("p")?.textContent ?? "",
            ...Array.from(card.querySelectorAll("dd"), (dd) => dd.textContent ?? ""),
          ].map((t) => t.trim()),
        ),
      );
  }
  return panel
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll("th, td"), (c) => (c.textContent ?? "").trim())),
    );
}

test("three tabs over the plan table; every cell shows the spec's value", onPhoneToo, async ({ page }) => {
  await openHydrated(page);
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["What You Get", "Benefits", "Process"]);
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");

  if (!isPhone()) {
    const headers = page.getByRole("tabpanel").locator("thead th");
    await expect(headers).toHaveText(["What You Get", "HR Essentials", "HR Professional", "HR Platinum"]);
  }
  for (const [i, tab] of comparisonTabs.entries()) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAttribute("aria-labelledby", (await tabs.nth(i).getAttribute("id")) ?? "");
    expect(await visibleRows(panel)).toEqual(tab.rows.map((r) => [r.label, ...r.cells.map(spoken)]));
  }
  // Spot checks straight from the SPEC text, independent of the data file.
  await tabs.nth(2).click();
  await expect(page.getByRole("tabpanel")).toContainText("24/7 Multichannel");
  await expect(page.getByRole("tabpanel")).toContainText("48 hours");
});

test("the tabs work with the arrow keys, Home and End", async ({ page }) => {
  await openHydrated(page);
  const tab = (name: string) => page.getByRole("tab", { name });
  await tab("What You Get").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Benefits")).toBeFocused();
  await expect(tab("Benefits")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Leadership Development");
  await page.keyboard.press("ArrowRight");
  await expect(tab("Process")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tab("What You Get")).toBeFocused();
  await expect(tab("What You Get")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Process")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tab("What You Get")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(tab("Process")).toBeFocused();
  // Only the selected tab is in the Tab order.
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
});

test("Get Free HR Audit goes to /contact", async ({ page }) => {
  await openHydrated(page);
  await page.getByRole("link", { name: "Get Free HR Audit" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the comparison stays readable without sideways page scrolling", onPhoneToo, async ({ page }) => {
  await openHydrated(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  if (isPhone()) {
    await expect(page.getByTestId("comparison-card").first()).toBeVisible();
    await expect(page.getByRole("table")).toBeHidden();
  } else {
    await expect(page.getByRole("table")).toBeVisible();
  }
});

test("axe finds no serious or critical violations on /comparison", async ({ page }) => {
  await openHydrated(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
