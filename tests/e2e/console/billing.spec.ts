import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { editorSession, signInPage } from "../support/editor-session.ts";

test("staff bill a client: add it with its GSTIN, draft and issue an invoice with IGST, record the payment, credit half, export GSTR-1, draft event seats at a price with GST and a discount, set the reminder days", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const business = `Pune Tools ${Date.now()}`;
  await signInPage(page, await editorSession(request));

  await page.goto("/admin/clients");
  await expect(page.getByRole("heading", { name: "Clients" })).toBeVisible();
  await page.getByLabel("Business name").fill(business);
  await page.getByLabel("GSTIN (optional)").fill("27AAPFU0939F1ZA");
  await page.getByLabel("Billing address").fill("Plot 4, MIDC Bhosari");
  await page.getByLabel("Billing state").selectOption("Maharashtra");
  await page.getByLabel("E-mail for invoices").fill("accounts@pune-tools.example");
  await page.getByRole("button", { name: "Add client" }).click();
  // A wrong check digit is refused under its field.
  await expect(page.locator("#client-gstin-error")).toContainText("Please enter a valid 15-character GSTIN");
  await page.getByLabel("GSTIN (optional)").fill("27AAPFU0939F1ZV");
  await page.getByRole("button", { name: "Add client" }).click();
  await expect(page.getByRole("status")).toHaveText("Client saved.");
  await expect(page.getByText(business)).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole("link", { name: "Invoices" }).click();
  await page.getByLabel("Client").selectOption({ label: `${business} (Maharashtra)` });
  await page.getByLabel("Line 1 description").fill("Payroll compliance retainer");
  await page.getByLabel("Rate (₹, excl. GST)").fill("25000");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft saved.");
  const row = page.getByTestId("invoice").filter({ hasText: business }).first();
  await expect(row).toContainText("Draft · ₹29,500.00 (IGST)");
  await row.getByRole("button", { name: "Issue and e-mail" }).click();
  await expect(page.getByRole("status")).toContainText(/Invoice SHR\/\d\d-\d\d\/\d{5} issued/);
  await expect(row).toContainText("Issued · ₹29,500.00 (IGST)");

  const downloading = page.waitForEvent("download");
  await row.getByRole("button", { name: /^PDF of SHR/ }).click();
  expect((await (await downloading).path()) !== null).toBe(true);

  await row.getByRole("button", { name: "Record payment" }).click();
  await row.getByLabel("Reference (UTR, cheque no.)").fill("UTR0042");
  await row.getByRole("button", { name: "Record payment" }).last().click();
  await expect(page.getByRole("status")).toHaveText("Payment recorded.");
  await expect(row).toContainText("Paid · ₹29,500.00");

  await row.getByRole("button", { name: "Credit note" }).click();
  await row.getByLabel("Credit (₹, GST included)").fill("14750");
  await row.getByLabel("Reason").fill("Half the month not served");
  await row.getByRole("button", { name: "Issue credit note" }).click();
  await expect(page.getByRole("status")).toHaveText("Credit note issued.");
  await expect(row).toContainText(/Credit note SHRC\/\d\d-\d\d\/\d{5}: ₹14,750\.00 \(Half the month not served\)/);

  await page.getByRole("link", { name: "GST returns" }).click();
  const json = page.waitForEvent("download");
  await page.getByRole("button", { name: "GSTR-1 JSON" }).click();
  const file = await json;
  const gstr1 = JSON.parse(
    await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8")),
  );
  const b2b = gstr1.b2b.find((entry: { ctin: string }) => entry.ctin === "27AAPFU0939F1ZV");
  expect(b2b.inv.map((inv: { val: number }) => inv.val)).toContain(29500);
  expect(gstr1.cdnr.flatMap((entry: { nt: { val: number }[] }) => entry.nt.map((nt) => nt.val))).toContain(14750);

  // Seats at a seminar in Gujarat at ₹29,500 with GST, less 10 %: the server works out the figures.
  await page.getByRole("link", { name: "Invoices" }).click();
  await page.getByLabel("Client").selectOption({ label: `${business} (Maharashtra)` });
  await page.getByLabel("Rates include GST").check();
  await page.getByLabel("Line 1 description").fill("Seats, POSH seminar, Ahmedabad");
  await page.getByLabel("Rate (₹, incl. GST)").fill("29500");
  await page.getByLabel("Discount (optional)").fill("10");
  await page.getByLabel("What it supplies (place of supply)").selectOption("event_admission");
  await page.getByLabel("State where it is performed or held").selectOption("Gujarat");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Draft saved.");
  const seats = page.getByTestId("invoice").filter({ hasText: business }).first();
  await expect(seats).toContainText("Draft · ₹26,550.00 (IGST)");
  await seats.getByText(/^Figures: place of supply Gujarat \(24\)/).click();
  for (const figure of ["₹2,950.00 (10%)", "₹22,500.00", "₹4,050.00", "₹26,550.00"])
    await expect(seats.getByRole("table")).toContainText(figure);

  await page.getByLabel("Days before the due date (empty: none)").fill("31");
  await page.getByRole("button", { name: "Save reminder days" }).click();
  await expect(page.locator("#reminders-daysBefore-error")).toContainText("0 to 30");
  await page.getByLabel("Days before the due date (empty: none)").fill("3");
  await page.getByRole("button", { name: "Save reminder days" }).click();
  await expect(page.getByText("Reminder days saved")).toBeVisible();
});
