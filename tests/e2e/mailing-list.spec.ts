import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { editorSession, signInPage } from "./support/editor-session.ts";
import { readOutbox } from "./support/server.ts";

const mailTo = (email: string) => readOutbox().filter((m) => m.channel === "email" && m.to === email);

/** Waits for the e-mail to `email` whose subject passes `subject`, and answers it. */
async function waitForMail(email: string, subject: (s: string) => boolean) {
  await expect.poll(() => mailTo(email).filter((m) => subject(m.subject)).length, { timeout: 20_000 }).toBe(1);
  return mailTo(email).find((m) => subject(m.subject))!;
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
const confirmLinkIn = (text: string) => /https?:\/\/\S+\/mailing-list\/confirm\?token=\S+/.exec(text)![0];

async function subscribeInFooter(page: Page, email: string) {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto("/about");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect.poll(() => alerts).toEqual(["Subscription successful!"]);
}

test("subscribe, confirm, receive a newsletter, leave in one click, and hear no more", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const reader = `reader${Date.now()}@example.com`;
  await subscribeInFooter(page, reader);
  // Subscribing again sends no second confirmation and makes no second entry.
  expect((await request.post("/api/subscribe", { data: { email: reader } })).status()).toBe(200);

  const confirmation = await waitForMail(reader, (s) => s.startsWith("Please confirm"));
  await page.goto(pathOf(confirmLinkIn(confirmation.text)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
  expect(mailTo(reader)).toHaveLength(1);
  // The confirmed page offers the changes in the law to hear about (decision 085): a plain form,
  // posted without any script, that keeps the choice.
  await page.getByRole("checkbox", { name: "ESI: state insurance" }).check();
  await page.getByLabel("Your state (for changes that apply to one state only)").selectOption("Rajasthan");
  await page.getByRole("button", { name: "Save my choice" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Saved. We will write to you when the law changes on what you chose.",
  );
  await expect(page.getByRole("checkbox", { name: "ESI: state insurance" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "EPF: provident fund and pension" })).not.toBeChecked();
  expect((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations).toEqual([]);
  // A second reader, who stays on the list.
  const stays = `stays${Date.now()}@example.com`;
  expect((await request.post("/api/subscribe", { data: { email: stays } })).status()).toBe(201);
  const staysConfirmation = await waitForMail(stays, (s) => s.startsWith("Please confirm"));
  expect((await request.get(pathOf(confirmLinkIn(staysConfirmation.text)))).url()).toMatch(
    /\/mailing-list\/confirmed\?token=/,
  );

  // An editor writes the newsletter in the console, previews it and sends it.
  const session = await editorSession(request);
  await signInPage(page, session);
  const subject = `Wage code update ${Date.now()}`;
  await page.goto("/admin/newsletters/new");
  await page.getByLabel("Subject").fill(subject);
  await page.locator(".ql-editor").fill("The new rules explained in five minutes.");
  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletters\/\d+$/);
  await expect(page.frameLocator('iframe[title="The newsletter e-mail"]').getByText("five minutes")).toBeVisible();
  await page.getByRole("button", { name: /^Send to \d+ confirmed subscribers?$/ }).click();
  await page.getByRole("dialog", { name: "Send this newsletter?" }).getByRole("button", { name: "Send now" }).click();
  await expect(page.getByTestId("newsletter-progress")).toHaveText(/^Sent to \d+ of \d+/, { timeout: 20_000 });

  const newsletter = await waitForMail(reader, (s) => s === subject);
  expect(newsletter.text).toContain("five minutes");
  expect(newsletter.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const oneClick = /^<(.+)>$/.exec(newsletter.headers?.["List-Unsubscribe"] ?? "")![1]!;
  expect(newsletter.text).toContain(oneClick);

  // The unsubscribe page works without JavaScript: one button, which says what it did.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(pathOf(oneClick));
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Leave our mailing list");
  await noScript.close();

  // The mail client's one-click button: a POST with the RFC 8058 body, no login, no cookie.
  const left = await request.post(pathOf(oneClick), { form: { "List-Unsubscribe": "One-Click" } });
  expect(left.status()).toBe(200);

  // The next newsletter does not reach the reader.
  const auth = { authorization: `Bearer ${session.token}` };
  const second = await request.post("/api/admin/newsletters", {
    headers: auth,
    data: { subject: `${subject} (2)`, html: "<p>Second issue</p>" },
  });
  const { newsletter: created } = (await second.json()) as { newsletter: { id: number } };
  expect((await request.post(`/api/admin/newsletters/${created.id}/send`, { headers: auth })).status()).toBe(202);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/admin/newsletters/${created.id}`, { headers: auth })).json()) as {
            status: string;
          }
        ).status,
      {
        timeout: 20_000,
      },
    )
    .toBe("sent");
  await waitForMail(stays, (s) => s === `${subject} (2)`);
  expect(mailTo(reader).map((m) => m.subject)).toEqual([confirmation.subject, subject]);

  // Asked to, the firm erases the reader: the console finds them, then nothing.
  await page.goto("/admin/personal-data");
  await page.getByLabel("E-mail address or mobile").fill(reader);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: /^Mailing list/ })).toContainText("(1)");
  await page.getByRole("button", { name: `Erase everything about ${reader}` }).click();
  await page
    .getByRole("dialog", { name: `Erase everything about ${reader}?` })
    .getByRole("button", { name: "Erase" })
    .click();
  await expect(page.getByText(`Nothing is stored about ${reader}.`)).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});

test("the privacy policy and terms are linked from the login page and the footer, and set no cookie", async ({
  page,
  context,
}) => {
  await page.goto("/login");
  const note = page.getByRole("main");
  await note.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.getByText(/^Last reviewed: /)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Questions, requests and grievances" })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await page.goto("/login");
  await note.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy", exact: true })).toHaveAttribute("href", "/privacy");
  await expect(footer.getByRole("link", { name: "Terms", exact: true })).toHaveAttribute("href", "/terms");
  expect(await context.cookies()).toEqual([]);
});
