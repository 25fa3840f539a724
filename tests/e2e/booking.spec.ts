import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { editorSession, signInPage } from "./support/editor-session.ts";
import { readOutbox } from "./support/server.ts";
import { isPhone, onPhoneToo } from "./support/viewport.ts";

/** The booking pages (issue 31): a plain form without JavaScript, one day at a time and no reload with it. */

async function expectNoSevereAxe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("Name").fill("Meena Sharma");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Mobile" }).fill("98765 43210");
  await page.getByLabel("Company (optional)").fill("Acme Textiles");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("books a slot, gets the invitation by e-mail and moves it from the signed link", async ({ page }) => {
    test.setTimeout(90_000);
    const email = `plain${Date.now()}@example.com`;
    await page.goto("/book?answers=Factory in Rajasthan, 25 employees. What applies: EPF; ESI.");
    await expect(page.getByText("Factory in Rajasthan, 25 employees.")).toBeVisible();
    // Every day's slots show without the script.
    await expect(page.locator("[data-slot-day]:visible")).not.toHaveCount(1);
    const first = page.locator("[data-slot-day] label").first();
    const start = await first.locator("input").getAttribute("value");
    await first.click();
    await fillDetails(page, email);
    await page.getByRole("button", { name: "Book consultation" }).click();

    await expect(page).toHaveURL(/\/book\/manage\?id=\d+&sig=\w+&done=booked$/);
    await expect(page.getByRole("status")).toHaveText("Your consultation is booked. We have e-mailed the invitation.");
    await expect
      .poll(() => readOutbox().find((m) => m.to === email && m.subject === "Your free consultation is booked"), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const mail = readOutbox().find((m) => m.to === email)!;
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(mail.attachments![0]!.text!)).getFirstSubcomponent("vevent")!,
    );
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(start!));

    // Reschedule to another slot from the manage page the e-mail links to.
    const link = /https?:\/\/\S+\/book\/manage\?\S+/.exec(mail.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    const other = page.locator("[data-slot-day] label").nth(1);
    const moved = await other.locator("input").getAttribute("value");
    await other.click();
    await page.getByRole("button", { name: "Move my consultation" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your consultation has moved. We have e-mailed the new invitation.",
    );
    await expect
      .poll(() => readOutbox().find((m) => m.to === email && m.subject === "Your free consultation has moved"), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const update = readOutbox().find((m) => m.to === email && m.subject === "Your free consultation has moved")!;
    const movedEvent = new ICAL.Event(
      new ICAL.Component(ICAL.parse(update.attachments![0]!.text!)).getFirstSubcomponent("vevent")!,
    );
    expect(movedEvent.startDate.toJSDate().getTime()).toBe(Date.parse(moved!));
    expect(movedEvent.sequence).toBe(1);
  });
});

test(
  "with JavaScript a day is picked from buttons, the booking is confirmed without reloading, and staff see it",
  onPhoneToo,
  async ({ page, request }) => {
    // A loaded machine: axe over two pages of some 250 slots each takes its time.
    test.setTimeout(180_000);
    const email = `script${Date.now()}@example.com`;
    await page.goto("/book");
    const days = page.getByRole("group", { name: "Days" });
    await expect(days).toBeVisible();
    await expect(page.locator("[data-slot-day]:visible")).toHaveCount(1);
    // The journey: a Tuesday at 11:00 (the phone takes the next Tuesday, so the two projects
    // never want one slot), moved to 12:00 from the e-mail's link.
    const tuesdays = (
      await page
        .locator("[data-slot-day-button]")
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-slot-day-button")!))
    ).filter((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 2);
    const tuesday = tuesdays[isPhone() ? 1 : 0]!;
    const at = (hour: string) => `${tuesday}T${hour}:00:00+05:30`;
    const dayButton = days.locator(`[data-slot-day-button="${tuesday}"]`);
    await dayButton.click();
    await expect(dayButton).toHaveAttribute("aria-pressed", "true");
    await page.locator(`[data-slot-day]:visible label:has(input[value="${at("11")}"])`).click();
    await fillDetails(page, email);
    await expectNoSevereAxe(page);
    await page.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.locator("[data-booking-done]")).toContainText("Your consultation is booked.");
    await expect(page).toHaveURL(/\/book$/);
    await expect
      .poll(() => readOutbox().some((m) => m.to === email && m.attachments?.[0]?.filename === "invite.ics"), {
        timeout: 15_000,
      })
      .toBe(true);
    // A calendar client (ical.js here) imports the invitation at 11:00 in Asia/Kolkata.
    const invitation = (subject: string) => {
      const mail = readOutbox().find((m) => m.to === email && m.subject === subject)!;
      const calendar = new ICAL.Component(ICAL.parse(mail.attachments![0]!.text!));
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      return { mail, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
    };
    const { mail, event } = invitation("Your free consultation is booked");
    expect([event.startDate.zone?.tzid, event.startDate.hour, event.startDate.minute]).toEqual(["Asia/Kolkata", 11, 0]);
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(at("11")));

    // The page the e-mail links to passes axe too; from it the visitor moves to 12:00.
    const link = new URL(/https?:\/\/\S+\/book\/manage\?\S+/.exec(mail.text)![0]);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("button", { name: "Cancel my consultation" })).toBeVisible();
    await expectNoSevereAxe(page);
    await page.locator(`[data-slot-day-button="${tuesday}"]`).click();
    await page.locator(`[data-slot-day]:visible label:has(input[value="${at("12")}"])`).click();
    await page.getByRole("button", { name: "Move my consultation" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your consultation has moved. We have e-mailed the new invitation.",
    );
    await expect
      .poll(() => readOutbox().some((m) => m.to === email && m.subject === "Your free consultation has moved"), {
        timeout: 15_000,
      })
      .toBe(true);
    const moved = invitation("Your free consultation has moved").event;
    expect([moved.startDate.hour, moved.sequence, moved.uid]).toEqual([12, 1, event.uid]);

    // The visitor's half is the phone journey; the staff's half is the console's, checked on desktop.
    if (isPhone()) return;
    // Staff see it in the console, give it a meeting link, and find it in their private feed.
    await signInPage(page, await editorSession(request));
    await page.goto("/admin/bookings");
    const booking = page.getByTestId("booking").filter({ hasText: email });
    await expect(booking).toContainText("Meena Sharma");
    await booking.getByLabel("Meeting link").fill("https://meet.example.com/xyz");
    await booking.getByRole("button", { name: "Save booking of Meena Sharma" }).click();
    await expect(booking.getByRole("status")).toHaveText("Booking saved.");
    const feedUrl = new URL(await page.getByLabel(/Your private calendar feed/).inputValue());
    const feed = await (await request.get(feedUrl.pathname + feedUrl.search)).text();
    expect(feed).toContain("LOCATION:https://meet.example.com/xyz");
    // The subscribed feed has the booking at its new time.
    expect(feed).toContain(`DTSTART;TZID=Asia/Kolkata:${tuesday.replace(/-/g, "")}T120000`);
    // One click puts the booking in the enquiry pipeline; the button gives way to its link.
    await booking.getByRole("button", { name: "Add Meena Sharma to the pipeline" }).click();
    await expect(booking.getByRole("link", { name: /^In the pipeline as enquiry \d+$/ })).toBeVisible();
    await page.getByRole("link", { name: "Booking settings" }).click();
    await expect(page.getByLabel("Slot length (minutes)")).toHaveValue("30");
    await page.getByRole("button", { name: "Save booking settings" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Booking settings saved. The booking page offers the new slots now.",
    );
  },
);
