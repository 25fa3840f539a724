import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { onPhoneToo } from "../support/viewport.ts";
import { formatMobile } from "../../../contract/shared/format.ts";
import { editorMobile, otpMark, waitForOtp } from "../support/editor-session.ts";
import { readOutbox } from "../support/server.ts";

const invalidMobile = "Please enter a valid 10-digit mobile number";
const incompleteOtp = "Please enter a complete 6-digit OTP";

const mobileInput = (page: Page) => page.getByLabel("Mobile number");
const digit = (page: Page, n: number) => page.getByLabel(`Digit ${n} of 6`);

/** Asks for a code from the login form; answers the mark to wait for it with (waitForOtp). */
async function requestOtp(page: Page): Promise<number> {
  const mark = otpMark(editorMobile);
  await mobileInput(page).fill(editorMobile);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(digit(page, 1)).toBeVisible();
  return mark;
}

test("the mobile number takes digits only, at most 10, and Send OTP waits for all 10", async ({ page }) => {
  await page.goto("/login");
  const input = mobileInput(page);
  const send = page.getByRole("button", { name: "Send OTP" });
  await expect(page.getByText("+91", { exact: true })).toBeVisible();
  await expect(send).toBeDisabled();

  await input.pressSequentially("98");
  await input.press("a");
  await expect(input).toHaveValue("98");
  await expect(page.getByText(invalidMobile)).toBeVisible();

  await input.fill("12345");
  await expect(page.getByText(invalidMobile)).toBeHidden();
  await input.blur();
  await expect(page.getByText(invalidMobile)).toBeVisible();
  await expect(send).toBeDisabled();

  await input.fill("12345");
  await input.press("Enter");
  await expect(page.getByText(invalidMobile)).toBeVisible();

  await input.fill("");
  await input.pressSequentially("987654321012");
  await expect(input).toHaveValue("9876543210");
  await expect(page.getByText(invalidMobile)).toBeHidden();
  await expect(send).toBeEnabled();
});

test("OTP boxes advance, go back on Backspace, explain an incomplete or wrong code, and the arrow returns", async ({
  page,
}) => {
  await page.goto("/login");
  const mark = await requestOtp(page);
  await expect(page.getByText(`+91 ${formatMobile(editorMobile)}`)).toBeVisible();
  const code = await waitForOtp(editorMobile, mark);
  const verify = page.getByRole("button", { name: "Verify OTP" });

  await digit(page, 1).pressSequentially("12");
  await expect(digit(page, 3)).toBeFocused();
  await expect(verify).toBeDisabled();
  await page.keyboard.press("Enter");
  await expect(page.getByText(incompleteOtp)).toBeVisible();

  await page.keyboard.press("Backspace");
  await expect(digit(page, 2)).toBeFocused();
  await expect(digit(page, 2)).toHaveValue("");

  await digit(page, 2).press("x");
  await expect(digit(page, 2)).toHaveValue("");

  // A complete code that is not the one sent.
  const wrong = code === "000000" ? "111111" : "000000";
  await digit(page, 1).fill(wrong);
  await expect(digit(page, 6)).toHaveValue(wrong[5] as string);
  await expect(verify).toBeEnabled();
  await verify.click();
  await expect(page.getByText("Invalid or expired OTP")).toBeVisible();

  await page.getByRole("button", { name: "Back to mobile number" }).click();
  await expect(mobileInput(page)).toHaveValue(editorMobile);
});

test("the resend countdown runs from 30 s and Resend sends a new code", async ({ page }) => {
  await page.clock.install();
  await page.goto("/login");
  await requestOtp(page);
  await expect(page.getByText("Resend OTP in 30s")).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(page.getByText("Resend OTP in 20s")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend" })).toBeHidden();
  await page.clock.fastForward(21_000);
  const resend = page.getByRole("button", { name: "Resend", exact: true });
  await expect(resend).toBeVisible();

  const before = readOutbox().filter((m) => m.to.endsWith(editorMobile)).length;
  await resend.click();
  await expect(page.getByText("A new code has been sent.")).toBeVisible();
  await expect(page.getByText("Resend OTP in 30s")).toBeVisible();
  await expect
    .poll(() => readOutbox().filter((m) => m.to.endsWith(editorMobile)).length, { timeout: 15_000 })
    .toBeGreaterThan(before);
});

test(
  "an editor signs in with a pasted code, sees Verified Successfully! and continues; logout clears the session",
  onPhoneToo,
  async ({ page, isMobile }) => {
    await page.goto("/login");
    const mark = await requestOtp(page);
    const code = await waitForOtp(editorMobile, mark);
    await digit(page, 1).evaluate((box, text) => {
      const data = new DataTransfer();
      data.setData("text", text);
      box.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    for (let n = 1; n <= 6; n++) await expect(digit(page, n)).toHaveValue(code[n - 1] as string);
    await page.getByRole("button", { name: "Verify OTP" }).click();

    await expect(page.getByRole("heading", { name: "Verified Successfully!" })).toBeVisible();
    await expect(page.getByText(`+91 ${formatMobile(editorMobile)}`)).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem("token") !== null,
        JSON.parse(localStorage.getItem("user") ?? "null")?.isVerified,
      ]),
    ).toEqual([true, true]);

    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/create-blog$/);
    await expect(page.getByRole("heading", { name: "Create Blog" })).toBeVisible();

    // A stored session sends /login straight on to /create-blog.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/create-blog$/);

    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Site menu" }).getByRole("button", { name: "Log out" }).click();
    } else await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
      null,
      null,
    ]);
  },
);

test("a send failure shows the server's sentence or Failed to send OTP", async ({ page }) => {
  await page.goto("/login");
  await page.route("**/auth/send-otp", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  await mobileInput(page).fill(editorMobile);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("Failed to send OTP")).toBeVisible();

  await page.unroute("**/auth/send-otp");
  await page.route("**/auth/send-otp", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ error: "Too many OTP requests for this number. Please try again later." }),
    }),
  );
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("Too many OTP requests for this number. Please try again later.")).toBeVisible();
});

test("a verify call that gets no answer shows Verification failed", async ({ page }) => {
  await page.goto("/login");
  await requestOtp(page);
  await page.route("**/auth/verify-otp", (route) => route.abort());
  await digit(page, 1).fill("123456");
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByText("Verification failed", { exact: true })).toBeVisible();
});

test("the login page passes axe (WCAG 2 A and AA)", onPhoneToo, async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Staff login" })).toBeVisible();
  await expect(page.getByText("Terms of Service")).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
