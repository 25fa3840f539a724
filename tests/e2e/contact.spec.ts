import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readOutbox } from "./support/server.ts";

/** The footer's visitor counter answers only after hydration: from then on the form is live. */
async function openContact(page: Page) {
  await page.goto("/contact");
  await expect(page.getByTestId("visitor-count")).not.toHaveText("Loading...");
}

async function fillForm(page: Page, values: { name: string; email: string; contact: string }) {
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Email", { exact: true }).fill(values.email);
  await page.getByLabel("Contact number").fill(values.contact);
}

/** Accepts the next alert as soon as it opens (an open alert blocks the page) and keeps its text. */
function acceptNextAlert(page: Page): () => string | null {
  let message: string | null = null;
  page.once("dialog", (dialog) => {
    message = dialog.message();
    void dialog.accept();
  });
  return () => message;
}

const submit = (page: Page) => page.getByRole("button", { name: /^(Submit|Submitting\.\.\.)$/ });

test.describe("contact enquiry form", () => {
  test("sends an enquiry to the real API, alerts the thank-you and resets the fields", async ({ page }) => {
    const name = `Asha Example ${Date.now()}`;
    await openContact(page);
    await fillForm(page, { name, email: "asha@example.com", contact: "98765 43210" });
    const alertText = acceptNextAlert(page);
    await submit(page).click();
    await expect.poll(alertText).toBe("Thank you! Your message has been sent.");
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Contact number")).toHaveValue("");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(submit(page)).toHaveText("Submit");
    // The enquiry reached the business: the server's outbox has the alert e-mail for it.
    await expect
      .poll(() => readOutbox().some((m) => m.channel === "email" && m.subject.includes(name)), { timeout: 15_000 })
      .toBe(true);
  });

  test("reads Submitting... while the request is under way", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contacts", async (route) => {
      await held;
      await route.continue();
    });
    await openContact(page);
    await fillForm(page, { name: "Meera Example", email: "meera@example.com", contact: "+91 98765 43210" });
    const alertText = acceptNextAlert(page);
    await submit(page).click();
    await expect(submit(page)).toHaveText("Submitting...");
    await expect(submit(page)).toBeDisabled();
    expect(alertText()).toBeNull();
    release();
    await expect.poll(alertText).toBe("Thank you! Your message has been sent.");
    await expect(submit(page)).toHaveText("Submit");
    await expect(submit(page)).toBeEnabled();
  });

  test("shows the server's error message from a 400 answer", async ({ page }) => {
    await page.route("**/api/contacts", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: "We could not accept this enquiry.",
          message: "We could not accept this enquiry.",
        }),
      }),
    );
    await openContact(page);
    await fillForm(page, { name: "Kiran Example", email: "kiran@example.com", contact: "9876543210" });
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await submit(page).click();
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("We could not accept this enquiry.");
    await expect(alert).toHaveClass(/text-danger/);
    expect(dialogs).toBe(0);
    await expect(page.getByLabel("Name")).toHaveValue("Kiran Example");
  });

  test("shows Something went wrong. when a failed answer carries no message", async ({ page }) => {
    await page.route("**/api/contacts", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await openContact(page);
    await fillForm(page, { name: "Kiran Example", email: "kiran@example.com", contact: "9876543210" });
    await submit(page).click();
    await expect(page.getByRole("alert")).toHaveText("Something went wrong.");
  });

  test("shows Failed to send. Please try again. when the network fails, and clears it on a later success", async ({
    page,
  }) => {
    await page.route("**/api/contacts", (route) => route.abort("internetdisconnected"));
    await openContact(page);
    await fillForm(page, { name: "Nisha Example", email: "nisha@example.com", contact: "9876543210" });
    await submit(page).click();
    await expect(page.getByRole("alert")).toHaveText("Failed to send. Please try again.");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("nisha@example.com");

    await page.unroute("**/api/contacts");
    const alertText = acceptNextAlert(page);
    await submit(page).click();
    await expect.poll(alertText).toBe("Thank you! Your message has been sent.");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("the browser stops an empty or malformed form before anything is sent", async ({ page }) => {
    let requests = 0;
    await page.route("**/api/contacts", (route) => {
      requests += 1;
      return route.continue();
    });
    await openContact(page);
    await expect(page.getByLabel("Name")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Contact number")).toHaveAttribute("type", "tel");
    await submit(page).click();
    await expect(page.getByRole("form", { name: "Send us an enquiry" }).locator("input:invalid")).toHaveCount(3);
    await fillForm(page, { name: "Anil Example", email: "not-an-email", contact: "9876543210" });
    await submit(page).click();
    await expect(page.getByRole("form", { name: "Send us an enquiry" }).locator("input:invalid")).toHaveCount(1);
    expect(requests).toBe(0);
  });
});

test.describe("contact details", () => {
  test("shows the address, call and mail links, the hours and three social links", async ({ page }) => {
    await page.goto("/contact");
    const card = page.getByRole("region", { name: "Reach us" });
    await expect(card.locator("address")).toContainText("Jaipur, Rajasthan");
    await expect(card.getByRole("link", { name: "+91 12345 67890" })).toHaveAttribute("href", "tel:+911234567890");
    await expect(card.getByRole("link", { name: "contact@example.com" })).toHaveAttribute(
      "href",
      "mailto:contact@example.com",
    );
    await expect(card.getByTestId("opening-hours")).toHaveText(["Mon-Sat 09.00 to 06.00", "Sunday closed"]);
    const social = card.getByRole("list").getByRole("link");
    await expect(social).toHaveCount(3);
    await expect(card.getByRole("link", { name: /Facebook/ })).toHaveAttribute("target", "_blank");
    await expect(card.getByRole("link", { name: /X \(Twitter\)/ })).toHaveAttribute("rel", /noopener/);
    await expect(card.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", /linkedin\.com/);
  });

  test("loads the Google map only when asked, with an Open in Google Maps link", async ({ page, context }) => {
    // This machine has no internet: answer the map's request locally to see that it is made.
    let mapRequests = 0;
    await context.route(/google\.com\/maps/, (route) => {
      mapRequests += 1;
      return route.fulfill({ status: 200, contentType: "text/html", body: "<title>Map</title>" });
    });
    await openContact(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Malviya/,
    );
    expect(mapRequests).toBe(0);
    await page.getByRole("button", { name: "Show map" }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=Malviya.*output=embed$/);
    await expect(frame).toHaveAttribute("title", /office location/);
    await expect.poll(() => mapRequests).toBeGreaterThan(0);
  });

  test("carries LocalBusiness structured data", async ({ page }) => {
    await page.goto("/contact");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    );
    const business = blocks.find((b) => b["@type"] === "ProfessionalService");
    expect(business?.["telephone"]).toBe("+911234567890");
    expect(JSON.stringify(business?.["openingHoursSpecification"])).toContain("Saturday");
  });

  test("has no serious or critical accessibility violations, with an error showing", async ({ page }) => {
    await page.route("**/api/contacts", (route) => route.abort());
    await openContact(page);
    await fillForm(page, { name: "Axe Example", email: "axe@example.com", contact: "9876543210" });
    await submit(page).click();
    await expect(page.getByRole("alert")).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
