import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { editorSession, signInPage } from "./support/editor-session.ts";

/** The first day of next month in India (IST is UTC+05:30), as the console's date field takes it. */
function firstOfNextMonthInIndia(): string {
  const india = new Date(Date.now() + 330 * 60_000);
  const next = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

test("an editor enters a new ESI wage ceiling effective next month: the calculator keeps today's figure, and the change is on /updates and in its feed", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const from = firstOfNextMonthInIndia();
  const summary = `The ESI wage ceiling rises from ₹21,000 to ₹25,000 a month from ${from} (${Date.now()}).`;
  await signInPage(page, await editorSession(request));

  await page.goto("/admin/figures");
  await expect(page.getByRole("heading", { name: "Figures" })).toBeVisible();
  const row = page.getByTestId("figure-esi.wageCeiling");
  await expect(row).toContainText("21000");

  // Without a source and a summary nothing is saved; the first missing field takes the focus.
  const form = page.getByRole("form", { name: "Add a value" });
  await form.getByLabel("Figure").selectOption("esi.wageCeiling");
  await form.getByLabel("New value").fill("25000");
  await form.getByLabel("Applies from").fill(from);
  await form.getByRole("button", { name: "Save value" }).click();
  await expect(form.getByLabel("Official source")).toBeFocused();
  await expect(form.getByText("Say in one sentence what changed")).toBeVisible();

  await form.getByLabel("Official source").fill("Employees' State Insurance Corporation");
  await form.getByLabel("Source link").fill("https://www.esic.gov.in/notifications");
  await form.getByLabel("What changed, in one sentence").fill(summary);
  await form.getByRole("button", { name: "Save value" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect(row).toContainText(`25000 from ${from}`);

  // Today the calculator still uses ₹21,000: ₹22,000 of wages is above it, so no ESI.
  await page.goto("/tools/pf-esi-calculator?basic=22000&state=Rajasthan");
  await expect(page.getByText("above the ₹21,000 ceiling").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "What changed in these figures" })).toHaveAttribute("href", "/updates");

  // The change is on /updates, newest first, with the pages it touches and its official source.
  await page.goto("/updates");
  const line = page.getByRole("listitem").filter({ hasText: summary });
  await expect(line).toBeVisible();
  await expect(line.getByRole("link", { name: "PF & ESI Calculator" })).toHaveAttribute(
    "href",
    "/tools/pf-esi-calculator",
  );
  await expect(line.getByRole("link", { name: "Employees' State Insurance Corporation" })).toHaveAttribute(
    "href",
    "https://www.esic.gov.in/notifications",
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // And in its RSS 2.0 feed.
  const feed = await request.get("/updates/rss.xml");
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0">');
  expect(xml).toContain(`<title>${summary}</title>`);
  expect(xml).toContain("https://www.esic.gov.in/notifications");
});
