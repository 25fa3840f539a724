import { expect, test } from "@playwright/test";
import { editorSession, signInPage } from "../support/editor-session.ts";
import { defaultSite } from "../../../contract/shared/site.ts";

interface FaqPage {
  "@type": string;
  mainEntity?: { name: string; acceptedAnswer: { text: string; dateModified?: string; citation?: string[] } }[];
}

test("an editor corrects a guide answer: the review date is required, the page and its FAQPage data change at once, the audit log keeps before and after", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = `Checked with the Labour Department ${Date.now()}.`;
  const question = "When do contract labour rules apply?";
  await signInPage(page, await editorSession(request));

  // The review list: oldest review first, each answer with its date.
  await page.goto("/admin/guides");
  await expect(page.getByRole("heading", { name: "Guide answers" })).toBeVisible();
  await expect(page.getByTestId("review-summary")).toBeVisible();
  const rows = page.getByTestId("admin-guide-answer");
  await expect(rows.first()).toBeVisible();
  const dates = await rows.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""));
  expect(dates).toEqual([...dates].sort());
  await page.getByRole("link", { name: `Edit ${question}` }).click();
  await expect(page).toHaveURL(/\/admin\/guides\/factory-contract-labour$/);

  // Append a sentence to the English answer in the post editor (the Hindi one has its own form beside it, issue 29).
  const english = page.getByRole("region", { name: "English" });
  const editor = english.getByRole("textbox", { name: "Answer", exact: true });
  await expect(editor).toContainText("contract workers");
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(stamp);

  // Without a review date nothing is saved.
  const reviewed = english.getByLabel("Last reviewed");
  const date = await reviewed.inputValue();
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await reviewed.fill("");
  await english.getByRole("button", { name: "Save answer" }).click();
  await expect(english.getByText("Enter the date this answer was last reviewed.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/guides\/factory-contract-labour$/);

  // With it, the preview shows the card as the page will, then it is saved.
  await reviewed.fill(date);
  await english.getByRole("button", { name: "Preview" }).click();
  const preview = english.getByTestId("guide-answer-preview");
  await expect(preview).toContainText(stamp);
  await expect(preview.getByRole("link", { name: /labour\.rajasthan\.gov\.in/ }).first()).toBeVisible();
  await english.getByRole("button", { name: "Save answer" }).click();
  await expect(page).toHaveURL(/\/admin\/guides$/);

  // The public page (served from the page cache before) shows it, and so does its structured data.
  await page.goto("/factory-guide");
  const card = page.getByTestId("guide-card").filter({ hasText: question });
  await card.getByRole("button").click();
  await expect(card.getByRole("region")).toContainText(stamp);
  const faq = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as FaqPage)
    .find((d) => d["@type"] === "FAQPage");
  const entry = faq?.mainEntity?.find((q) => q.name === question);
  expect(entry?.acceptedAnswer.text).toContain(stamp);
  expect(entry?.acceptedAnswer.dateModified).toBe(date);

  // The audit log names the change and keeps the answer before and after.
  await page.goto("/admin/activity");
  const logged = page.getByTestId("audit-entry").filter({ hasText: "guide answer factory-contract-labour" }).first();
  await expect(logged).toContainText(`Changed answer of “${question}” (/factory-guide)`);
  await logged.getByText("Before and after").click();
  await expect(logged.locator("pre").nth(1)).toContainText(stamp);
  await expect(logged.locator("pre").nth(0)).not.toContainText(stamp);
});

test("an editor corrects a licence directory row: the directory shows it at once and the audit log keeps before and after", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const line = `Import Export Code (IEC) amendment, checked ${Date.now()}`;
  await signInPage(page, await editorSession(request));

  await page.goto("/admin/licences");
  await expect(page.getByRole("heading", { name: "Licence directory" })).toBeVisible();
  await page.getByRole("link", { name: "Edit DGFT", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/licences\/dgft$/);
  // The English row (its Hindi has its own form beside it, decision 126).
  const english = page.getByRole("region", { name: "English" });
  const licences = english.getByLabel("Licences, registrations and approvals");
  await licences.fill(`${await licences.inputValue()}\n${line}`);
  await english.getByRole("button", { name: "Preview" }).click();
  await expect(english.getByTestId("licence-row-preview")).toContainText(line);
  await english.getByRole("button", { name: "Save row" }).click();
  await expect(page).toHaveURL(/\/admin\/licences$/);
  // The Hindi row was written before this save: the Licences tab says to review it.
  await expect(page.getByTestId("admin-licence-row").filter({ hasText: "DGFT" })).toContainText("review the Hindi");

  await page.goto("/industrial-licenses");
  await expect(page.getByTestId("licence-row").filter({ hasText: "DGFT" })).toContainText(line);
  // The Hindi directory keeps the row's Hindi until staff review it.
  await page.goto("/hi/industrial-licenses");
  await expect(page.getByTestId("licence-row").filter({ hasText: "विदेश व्यापार महानिदेशालय" })).not.toContainText(line);

  await page.goto("/admin/activity");
  const logged = page.getByTestId("audit-entry").filter({ hasText: "licence row dgft" }).first();
  await expect(logged).toContainText("Changed licences of");
  await logged.getByText("Before and after").click();
  await expect(logged.locator("pre").nth(1)).toContainText(line);
});

test("an editor corrects a service page's laws: the page shows them at once", async ({ page, request }) => {
  test.setTimeout(60_000);
  const note = `(checked ${Date.now()})`;
  await signInPage(page, await editorSession(request));

  await page.goto("/admin/services");
  await expect(page.getByRole("heading", { name: "Service pages" })).toBeVisible();
  await page.getByRole("link", { name: "Edit Vendor Audit", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/services\/vendor-audit$/);
  // The English lists (their Hindi has its own form beside them, issue 29).
  const english = page.getByRole("region", { name: "English" });
  const laws = english.getByLabel("Laws this service touches");
  await laws.fill(`${await laws.inputValue()} ${note}`);
  await english.getByRole("button", { name: "Preview" }).click();
  await expect(english.getByTestId("service-list-preview")).toContainText(note);
  await english.getByRole("button", { name: "Save lists" }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);

  await page.goto("/services/vendor-audit");
  await expect(page.locator('section[aria-labelledby="laws-heading"]')).toContainText(note);

  // The Hindi lists were written before this save: the editor is told to review them.
  await page.goto("/admin/services/vendor-audit");
  const hindi = page.getByRole("region", { name: "Hindi (हिन्दी)" });
  await expect(hindi.getByTestId("review-hindi")).toContainText("English changed on");
  await expect(hindi.getByLabel("Laws in Hindi")).toHaveValue(/ठेका श्रम/);
});

test("the console shows the site's contact details and refuses an invalid one without saving", async ({
  page,
  request,
}) => {
  await signInPage(page, await editorSession(request));
  await page.goto("/admin/site");
  await expect(page.getByRole("heading", { name: "Contact details" })).toBeVisible();
  await expect(page.getByLabel("Phone as shown")).toHaveValue(defaultSite.phone.display);
  await expect(page.getByLabel("Primary e-mail")).toHaveValue(defaultSite.emails.primary);
  await page.getByLabel("PIN code").fill("3020");
  await page.getByRole("button", { name: "Save contact details" }).click();
  await expect(page.getByRole("alert")).toHaveText("The PIN code must be 6 digits.");
  await page.goto("/contact");
  await expect(page.getByText(defaultSite.address.postalCode).first()).toBeVisible();
});
