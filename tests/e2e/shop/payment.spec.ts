import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { downloadMessages, productFilePath } from "../../../contract/shop/downloads.ts";
import { checkoutMessages } from "../../../contract/shop/orders.ts";
import { paymentMessages } from "../../../contract/shop/payments.ts";
import { siteContactPaths } from "../../../contract/console/site-contact.ts";
import { defaultSite, defaultSiteContact } from "../../../contract/shared/site.ts";
import { downloadPath } from "../../../server/modules/downloads/download-links.ts";
import { multipart } from "../../setup/api-helpers.ts";
import { sampleXlsx } from "../../setup/sample-files.ts";
import { collectConsoleErrors } from "../support/console-errors.ts";
import { startRazorpaySite, type RazorpaySite } from "../support/razorpay-site.ts";

interface ApiProduct {
  id: number;
  title: string;
  price: number;
}

// One Razorpay site for the file: its checkout, the stand-in's payment page and the order page.
test.describe.configure({ mode: "serial" });

let rzp: RazorpaySite;
let product: ApiProduct;
let editorToken: string;

test.beforeAll(async () => {
  rzp = await startRazorpaySite();
  const products = (await (await fetch(`${rzp.baseUrl}/api/products`)).json()) as ApiProduct[];
  product = products[0]!;
  // Staff attach the product's file (as on the create-product page), signed in through the OTP.
  const { token } = await rzp.signIn();
  editorToken = token;
  const body = multipart({ file: { filename: "Attendance register.xlsx", contentType: "", data: sampleXlsx } });
  const uploaded = await fetch(`${rzp.baseUrl}${productFilePath(product.id)}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    body: new Uint8Array(body.payload),
  });
  expect(uploaded.status).toBe(200);
});

test.afterAll(async () => {
  await rzp?.stop();
});

test("cart → pay on Razorpay's page → order page → download → invoice PDF", async ({ page }) => {
  test.slow(); // two sites' pages, the stand-in's payment page, a download and a PDF
  const errors = collectConsoleErrors(page);
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.origin !== rzp.baseUrl) thirdParty.push(request.url());
  });

  await page.goto(`${rzp.baseUrl}/cart`);
  await page.evaluate((cart) => localStorage.setItem("cart", cart), JSON.stringify([{ ...product, quantity: 2 }]));
  await page.goto(`${rzp.baseUrl}/checkout`);
  await expect(page.getByTestId("payment-methods")).toHaveText(paymentMessages.razorpayNotice);
  await expect(page.getByText(checkoutMessages.noPaymentMethods)).toHaveCount(0);
  await page.getByRole("main").getByLabel("Email address").fill("meera@example.com");
  await page.getByLabel("First name").fill("Meera");
  await page.getByLabel("Last name").fill("Iyer");
  await page.getByLabel("Street address").fill("12, Ring Road");
  await page.getByLabel("Town / City").fill("Pune");
  await page.getByLabel("State").selectOption("Maharashtra");
  await page.getByLabel("PIN Code").fill("411001");
  await page.getByLabel("Phone").fill("9876543210");
  await page.getByLabel(/GSTIN/).fill("27AAPFU0939F1ZX");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Please enter a valid 15-character GSTIN", { exact: false })).toBeVisible();
  await page.getByLabel(/GSTIN/).fill("27AAPFU0939F1ZV");
  await page.getByRole("button", { name: "Place Order" }).click();

  // Razorpay's hosted page (the stand-in): the cart is already cleared, as SPEC 4 says.
  await page.waitForURL(`${rzp.standIn.baseUrl}/pay/**`);
  await expect(page.getByRole("heading", { name: `Pay ₹${((product.price * 200) / 100).toFixed(2)}` })).toBeVisible();
  await page.getByRole("link", { name: "Pay with UPI" }).click();

  await page.waitForURL(/\/orders\/\d+\?key=/);
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  const invoiceNumber = await page.getByTestId("invoice-number").textContent();
  expect(invoiceNumber).toMatch(/^SHR\/\d\d-\d\d\/\d{5}$/);
  await expect(page.getByTestId("invoice")).toContainText(defaultSite.seller.gstin);
  await expect(page.getByTestId("invoice")).toContainText("27AAPFU0939F1ZV");
  await expect(page.getByTestId("invoice").getByRole("columnheader", { name: "IGST" })).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Attendance-register.xlsx");

  const pdfHref = await page.getByTestId("invoice-pdf").getAttribute("href");
  const pdf = await page.request.get(`${rzp.baseUrl}${pdfHref}`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 8).toString()).toBe("%PDF-1.4");
  expect(bytes.toString("latin1")).toContain(invoiceNumber!);

  // One e-mail to the customer, with the absolute link to this page.
  await expect.poll(() => rzp.outbox().filter((m) => m.to === "meera@example.com").length).toBe(1);
  expect(rzp.outbox().find((m) => m.to === "meera@example.com")!.text).toContain(page.url());
  expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
  expect(thirdParty).toEqual([]);
  // The stand-in's bare page has no favicon; anything else on our pages would be a fault.
  expect(errors.filter((e) => !e.includes(rzp.standIn.baseUrl))).toEqual([]);

  // Without the key, or with another, the order page is a 404.
  const bare = page.url().split("?")[0]!;
  expect((await page.request.get(bare)).status()).toBe(404);
  expect((await page.request.get(`${bare}?key=wrong`)).status()).toBe(404);
});

test("an expired download link says how to get a new one", async ({ page }) => {
  const orderId = Number(/\/orders\/(\d+)/.exec(rzp.outbox().find((m) => m.to === "meera@example.com")!.text)![1]);
  const expired = downloadPath(rzp.sessionSecret, orderId, product.id, new Date(Date.now() - 60_000));
  await page.goto(`${rzp.baseUrl}${expired}`);
  await expect(page).toHaveURL(`${rzp.baseUrl}/downloads/expired`);
  await expect(page.getByTestId("download-expired")).toHaveText(downloadMessages.expiredTitle);
  await expect(page.getByText(downloadMessages.expiredText)).toBeVisible();
});

test("an abandoned payment leaves the order awaiting payment with a Pay now link that works again", async ({
  page,
}) => {
  await page.goto(`${rzp.baseUrl}/cart`);
  await page.evaluate((cart) => localStorage.setItem("cart", cart), JSON.stringify([{ ...product, quantity: 1 }]));
  await page.goto(`${rzp.baseUrl}/checkout`);
  await page.getByRole("main").getByLabel("Email address").fill("ravi@example.com");
  await page.getByLabel("First name").fill("Ravi");
  await page.getByLabel("Last name").fill("Rao");
  await page.getByLabel("Street address").fill("4 Park Street");
  await page.getByLabel("Town / City").fill("Jaipur");
  await page.getByLabel("PIN Code").fill("302001");
  await page.getByLabel("Phone").fill("9876500000");
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(`${rzp.standIn.baseUrl}/pay/**`);
  // The visitor walks away and comes back to the checkout: the order waiting for payment is offered.
  await page.goto(`${rzp.baseUrl}/checkout`);
  await page.getByTestId("pending-order").getByRole("link", { name: "View your order" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  await page.getByRole("link", { name: paymentMessages.payNow }).click();
  await page.waitForURL(`${rzp.standIn.baseUrl}/pay/**`);
  await page.getByRole("link", { name: "Pay with UPI" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  // Once hydrated, the paid order's page forgets it, and the checkout no longer offers it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("pending-order"))).toBeNull();
  await page.goto(`${rzp.baseUrl}/checkout`);
  await expect(page.getByRole("button", { name: "Place Order" })).toBeVisible();
  await expect(page.getByTestId("pending-order")).toHaveCount(0);
});

// Last in this file: it changes the contact details of this file's own site (the shared e2e site keeps its default).
test("staff change the firm's phone and address: every page shows them at once, hydrated pages included", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const contact = {
    ...structuredClone(defaultSiteContact),
    phone: { display: "+91 98765 11111", tel: "+919876511111" },
    whatsappNumber: "919876511111",
    address: { ...defaultSiteContact.address, lines: ["7 Lake Road"], city: "Udaipur", postalCode: "313001" },
  };
  const saved = await fetch(`${rzp.baseUrl}${siteContactPaths.contact}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${editorToken}`, "content-type": "application/json" },
    body: JSON.stringify(contact),
  });
  expect(saved.status).toBe(200);

  // A server-rendered page without the framework: its details, the map and the structured data.
  await page.goto(`${rzp.baseUrl}/contact`);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "+91 98765 11111" })).toHaveAttribute("href", "tel:+919876511111");
  await expect(main.getByText("7 Lake Road", { exact: true })).toBeVisible();
  await expect(main.getByText("7 Lake Road, Udaipur")).toBeVisible();
  await expect(page.getByTestId("chat-link")).toHaveAttribute("href", "https://wa.me/919876511111");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("")).toContain('"telephone":"+919876511111"');
  expect(jsonLd.join("")).not.toContain(defaultSite.phone.tel);

  // A hydrated page: what the server rendered is what React hydrates, so no mismatch is reported.
  await page.goto(`${rzp.baseUrl}/cart`);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /98765 11111/ })).toHaveAttribute(
    "href",
    "tel:+919876511111",
  );
  await page.getByRole("link", { name: "Continue Shopping" }).first().click();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /98765 11111/ })).toBeVisible();
  expect(errors).toEqual([]);
});
