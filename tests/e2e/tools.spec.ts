import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { readOutbox } from "./support/server.ts";
import { onPhoneOnly } from "./support/viewport.ts";

/**
 * The compliance tools (issue 18) as a visitor meets them: each tool used with the keyboard on a
 * phone, a shared link that reproduces the answer, the .ics feed and the e-mail reminders. The
 * rules themselves are unit-tested (app/lib/tools/*.test.ts).
 */

// Keyboard use is checked on the phone viewport; the forms are the same on desktop.
/** Types into the focused field, then Tab moves on: only the keyboard. */
async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
}

test(
  "PF and ESI calculator: keyboard only, without JavaScript, and the shared link gives the same answer",
  onPhoneOnly,
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/tools/pf-esi-calculator");
    await page.getByLabel("Basic pay a month (₹)").focus();
    await typeAndTab(page, "15,000"); // basic
    await typeAndTab(page, ""); // DA
    await typeAndTab(page, ""); // retaining allowance
    await typeAndTab(page, ""); // other allowances counted as wages
    await page.keyboard.type("20000"); // excluded allowances (HRA, conveyance ...)
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/basic=15%2C000/);
    // Pay 35,000 in all; excluded allowances above half: 2,500 added back, wages 17,500.
    // EPF on 15,000: 1,800; ESI 0.75% of 17,500 = 131.25 → 132. Above the ceiling a newcomer is outside EPS.
    const deduction = page.getByTestId("amount-net");
    await expect(deduction).toHaveText("₹1,932.00");
    await expect(page.getByTestId("amount-eps")).toHaveText("₹0.00");
    await expect(page.getByTestId("amount-epf-employer")).toHaveText("₹1,800.00");
    await expect(page.getByTestId("line-eps")).toContainText("⚠ 1");
    await expect(page.getByText("The ₹15,000 EPF ceiling was re-notified on 29 May 2026")).toBeVisible();

    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(shared.getByTestId("amount-net")).toHaveText("₹1,932.00");
    await expect(shared.getByLabel("Basic pay a month (₹)")).toHaveValue("15,000");

    // The audit's P2: special allowance is wages, so ₹10,000 + ₹10,000 special + ₹5,000 HRA is ₹20,000 of wages.
    await shared.goto("/tools/pf-esi-calculator?basic=10000&allowances=10000&other=5000&eps=yes");
    await expect(shared.getByTestId("amount-epf-employee")).toHaveText("₹1,800.00");
    await expect(shared.getByTestId("amount-eps")).toHaveText("₹1,250.00");
    await expect(shared.getByTestId("amount-esi-employee")).toHaveText("₹150.00");
    await expect(shared.getByTestId("amount-esi-employer")).toHaveText("₹650.00");

    await shared.goto("/tools/pf-esi-calculator?basic=abc");
    await expect(shared.getByLabel("Basic pay a month (₹)")).toHaveAttribute("aria-invalid", "true");
    await expect(
      shared.getByText("Enter an amount in rupees using digits, for example 15000 or 15,000.50.").first(),
    ).toBeVisible();
    await context.close();
  },
);

test("gratuity calculator: arrow keys choose fixed-term, Enter calculates", onPhoneOnly, async ({ page }) => {
  await page.goto("/tools/gratuity-calculator");
  await page.getByLabel("Last drawn monthly wages (₹)").focus();
  await typeAndTab(page, "26000");
  await typeAndTab(page, ""); // other allowances counted as wages
  await typeAndTab(page, ""); // excluded allowances
  await typeAndTab(page, "1"); // years
  await typeAndTab(page, "4"); // months; Tab lands on the employee type
  await page.keyboard.press("ArrowRight");
  await expect(page.getByLabel("Fixed-term")).toBeChecked();
  await page.keyboard.press("Enter");
  // 26,000 × 15 ÷ 26 × 16 months ÷ 12 = 20,000.
  await expect(page.getByTestId("tool-headline")).toHaveText("Gratuity payable: ₹20,000.");
  await expect(page.getByTestId("amount-gratuity")).toHaveText("₹20,000.00");
});

test("bonus calculator: a pasted list with the total", onPhoneOnly, async ({ page }) => {
  await page.goto("/tools/bonus-calculator");
  await page.getByLabel("A pasted list").focus();
  await page.keyboard.press("Space");
  await expect(page.getByLabel("A pasted list")).toBeChecked();
  await page.getByLabel("Employees, one a line").focus();
  await page.keyboard.type("Asha, 12000, 12, 290");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Ravi, 25000, 12, 300");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter"); // the Calculate button
  // Asha: 7,410 (Rajasthan's minimum wage, above ₹7,000) × 12 × 8.33% = 7,407; Ravi earns above ₹21,000.
  await expect(page.getByTestId("bonus-row")).toHaveCount(2);
  await expect(page.getByTestId("bonus-total")).toHaveText("₹7,407.00");
  await expect(page.getByTestId("bonus-row").nth(1)).toContainText(
    "Not eligible: wages of ₹25,000 a month are above the ₹21,000 limit.",
  );
});

test(
  "which laws apply: the answer lists each duty with its threshold, and 'talk to us' pre-fills the contact form",
  onPhoneOnly,
  async ({ page }) => {
    await page.goto("/tools/which-laws-apply");
    await page.getByLabel("Factory using power").focus();
    await page.keyboard.press("Space");
    await page.getByLabel("People working there").focus();
    await typeAndTab(page, "25");
    await typeAndTab(page, "5"); // women
    await typeAndTab(page, "0"); // contract workers
    await typeAndTab(page, "20"); // up to ₹21,000
    await page.keyboard.type("10"); // up to ₹15,000
    await page.keyboard.press("Enter");
    const duties = page.getByTestId("duty");
    await expect(duties.filter({ hasText: "Factory registration and licence" })).toContainText(
      "You have 25 employees in a factory with power: 20 or more workers makes it a factory (OSH Code).",
    );
    await expect(duties.filter({ hasText: "EPF registration" })).toContainText("20 or more employees");
    await expect(page.getByText("Fewer than 50 employees and not more than 30 women.")).toBeVisible();

    await page.getByTestId("talk-to-us").click();
    await expect(page).toHaveURL(/\/contact\?message=/);
    await expect(page.getByLabel("Message")).toHaveValue(/Factory using power in Rajasthan, 25 employees/);
    // The enquiry keeps the checker's answers as data too (issue 30).
    await expect(page.locator('input[name="origin"]')).toHaveValue("which-laws");
    await expect(page.locator('input[name="tool_answers"]')).toHaveValue(/(^|&)employees=25(&|$)/);
  },
);

test("compliance calendar: month grid, list view by keyboard, and the .ics feed's next PF date", async ({
  page,
  request,
}) => {
  await page.goto("/tools/compliance-calendar");
  await expect(page.getByTestId("month-grid")).toBeVisible();
  await page.getByLabel("List of the next 12 months").focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /^The next 12 months from / })).toBeVisible();
  await expect(page.getByTestId("due-date").filter({ hasText: "EPF contributions and ECR" }).first()).toBeVisible();

  // The next 15th in India (IST is UTC+05:30): today when it is the 15th, else this month's or next month's.
  const india = new Date(Date.now() + 330 * 60_000);
  const next = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() + (india.getUTCDate() > 15 ? 1 : 0), 15));
  const expected = next.toISOString().slice(0, 10);

  const feed = await request.get("/tools/compliance-calendar.ics?state=Rajasthan&kind=shop");
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
  const epf = calendar
    .getAllSubcomponents("vevent")
    .find((e) => String(e.getFirstPropertyValue("uid")).startsWith("epf@"))!;
  const iterator = new ICAL.Event(epf).iterator();
  let occurrence = iterator.next();
  while (occurrence && occurrence.toString() < india.toISOString().slice(0, 10)) occurrence = iterator.next();
  expect(occurrence?.toString()).toBe(expected);
});

test("calendar reminders: asked for without JavaScript, confirmed from the e-mailed link", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `reminders-${Date.now()}@example.com`;
  await page.goto("/tools/compliance-calendar?state=Rajasthan&kind=shop");
  await page.getByLabel("Email for reminders").fill(email);
  await page.getByRole("button", { name: "Send me reminders" }).click();
  await expect(page.getByText("Check your inbox: we have sent a link to confirm the reminders.")).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(
      () =>
        (link = readOutbox()
          .find((m) => m.to === email)
          ?.text.match(/(http\S+\/tools\/reminders\?\S+)/)?.[1]),
      {
        timeout: 15_000,
      },
    )
    .toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByRole("button", { name: "Start reminders" }).click();
  await expect(page.getByTestId("reminder-outcome")).toHaveText(
    "Reminders are on. We will e-mail you three days before each due date in your calendar.",
  );
  await context.close();
});

test("tool pages pass axe, with their answers on screen", async ({ page }) => {
  test.slow(); // four scans of long pages
  // The frame (header, footer) is scanned by the frame's own tests; these scan the tools' parts:
  // fields and their messages, result tables with ⚠ marks and sources, the month grid, duty cards.
  for (const path of [
    "/tools/pf-esi-calculator?basic=15000&other=20000",
    "/tools/bonus-calculator?rate=8.33&minwage=7410&wages=abc&months=12&days=300",
    "/tools/compliance-calendar",
    "/tools/which-laws-apply?kind=factory-power&employees=600&women=40&contract=60&upto21k=300&upto15k=100",
  ]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
      .analyze();
    expect(
      results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});
