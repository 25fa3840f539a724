import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { onPhoneToo } from "./support/viewport.ts";
import { editorSession, signInPage } from "./support/editor-session.ts";
import { readOutbox } from "./support/server.ts";
import { hindiPages, pathIn } from "../../contract/shared/language.ts";

/** The Hindi edition (issue 29): the reader's path of its "Done when", and the editor's flag. */

const hindiRoutes = [
  "/hi/esic",
  "/hi/epfo",
  "/hi/se-guide",
  "/hi/factory-guide",
  "/hi/tools/gratuity-calculator",
  "/hi/tools/reminders",
  "/hi/mailing-list/confirmed",
  "/hi/mailing-list/invalid-link",
];

async function noSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** hreflang links both ways plus x-default, the English page being the default. */
async function expectAlternates(page: Page, english: string) {
  const hrefs = async (lang: string) =>
    new URL((await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute("href"))!).pathname;
  expect(await hrefs("en-IN")).toBe(english);
  expect(await hrefs("hi-IN")).toBe(`/hi${english}`);
  expect(await hrefs("x-default")).toBe(english);
}

/** The header's switch (the drawer's copy is hidden on a wide screen). */
const switchTo = (page: Page, language: "hi" | "en") => page.locator(`a[data-language-switch="${language}"]:visible`);

test("every translated page, as the server sends it: lang, the switch both ways and the hreflang trio", async ({
  request,
}) => {
  // No browser: the switch and the alternates are plain markup; the journeys below click them.
  const attribute = (html: string, tag: RegExp, name: string) =>
    html.match(tag)?.[0].match(new RegExp(`${name}="([^"]*)"`))?.[1];
  for (const english of hindiPages) {
    const hindi = pathIn("hi", english);
    const [hi, en] = await Promise.all([(await request.get(hindi)).text(), (await request.get(english)).text()]);
    expect(attribute(hi, /<html[^>]*>/, "lang"), hindi).toBe("hi");
    expect(attribute(hi, /<a[^>]*data-language-switch="en"[^>]*>/, "href"), hindi).toBe(english);
    expect(attribute(en, /<a[^>]*data-language-switch="hi"[^>]*>/, "href"), english).toBe(hindi);
    for (const html of [hi, en]) {
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
      expect(
        alternates.map(([, lang, href]) => `${lang} ${new URL(href!).pathname}`),
        english,
      ).toEqual([`en-IN ${english}`, `hi-IN ${hindi}`, `x-default ${english}`]);
    }
  }
});

test("a Hindi reader reads ESIC in Hindi, switches language and back, works out gratuity and signs up for reminders", async ({
  page,
}) => {
  test.setTimeout(180_000); // three pages with axe, a tool twice, a signup and its e-mail

  // Landed from a search: the page is Hindi, and every answer is in Hindi.
  await page.goto("/hi/esic");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ईएसआईसी (ESIC) मार्गदर्शिका");
  await expectAlternates(page, "/esic");
  const cards = page.getByTestId("guide-card");
  await expect(cards).toHaveCount(11);
  const rates = cards.filter({ hasText: "ESIC अंशदान की दरें क्या हैं?" });
  await rates.getByRole("button").click();
  const answer = rates.getByRole("region");
  await expect(answer).toContainText("कर्मचारी मज़दूरी का 0.75% और नियोक्ता 3.25% देता है, कुल 4%");
  await expect(answer).toContainText("अंतिम समीक्षा 24 नवंबर 2026");
  await expect(answer.getByRole("link", { name: /कर्मचारी राज्य बीमा निगम/ })).toHaveAttribute(
    "href",
    "https://www.esic.gov.in/",
  );
  // No machine translation on the hand-written page; the menus are Hindi.
  await expect(page.locator("[data-translate]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "संपर्क करें" }).first()).toBeVisible();
  await noSeriousViolations(page);

  // To English on the same page, and back.
  await switchTo(page, "en").click();
  await expect(page).toHaveURL(/\/esic$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ESIC Guidelines");
  await expectAlternates(page, "/esic");
  await expect(page.locator("[data-translate]")).toHaveCount(1);
  await switchTo(page, "hi").click();
  await expect(page).toHaveURL(/\/hi\/esic$/);

  // The footer's mailing list answers in Hindi and its confirmation e-mail is Hindi.
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const listEmail = `suchi${Date.now()}@example.com`;
  await page.getByRole("textbox", { name: "ई-मेल पता" }).fill(listEmail);
  await page.getByRole("button", { name: "सदस्यता लें" }).click();
  await expect.poll(() => alerts).toEqual(["सदस्यता सफल रही! पुष्टि के लिए अपना इनबॉक्स देखें।"]);
  await expect.poll(() => readOutbox().filter((m) => m.to === listEmail).length, { timeout: 20_000 }).toBe(1);
  const listMail = readOutbox().find((m) => m.to === listEmail)!;
  expect(listMail.subject).toContain("मेलिंग सूची की सदस्यता की पुष्टि करें");
  const confirmLink = new URL(/https?:\/\/\S+\/mailing-list\/confirm\?\S+/.exec(listMail.text)![0]);
  await page.goto(confirmLink.pathname + confirmLink.search);
  await expect(page).toHaveURL(/\/hi\/mailing-list\/confirmed\?token=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सदस्यता की पुष्टि हो गई");

  // Gratuity in Hindi: first a mistake, answered in Hindi, then the answer with its working.
  await page.goto("/hi/tools/gratuity-calculator");
  await expectAlternates(page, "/tools/gratuity-calculator");
  await page.getByLabel("अंतिम मासिक मज़दूरी (₹)").fill("पच्चीस हज़ार");
  await page.getByLabel("सेवा के पूरे साल").fill("5");
  await page.getByRole("button", { name: "गणना करें" }).click();
  await expect(page.getByRole("alert")).toContainText("कृपया इन फ़ील्ड को जाँचें");
  await expect(page.getByRole("alert")).toContainText("राशि रुपयों में अंकों में भरें, जैसे 15000 या 15,000.50।");
  await page.getByLabel("अंतिम मासिक मज़दूरी (₹)").fill("26000");
  await page.getByLabel("और महीने").fill("7");
  await page.getByRole("button", { name: "गणना करें" }).click();
  await expect(page.getByTestId("tool-headline")).toHaveText("देय ग्रेच्युटी: ₹90,000।");
  await expect(page.getByTestId("line-gratuity")).toContainText("इसलिए इन्हें एक साल गिना गया: 6 साल");
  await noSeriousViolations(page);
  // The answer survives the switch: the query goes with it.
  await switchTo(page, "en").click();
  await expect(page).toHaveURL(/\/tools\/gratuity-calculator\?.*wages=26000/);
  await expect(page.getByTestId("tool-headline")).toHaveText("Gratuity payable: ₹90,000.");
  await switchTo(page, "hi").click();
  await expect(page.getByTestId("tool-headline")).toHaveText("देय ग्रेच्युटी: ₹90,000।");

  // Reminders: the signup answers in Hindi and the e-mail is Hindi, its link the Hindi page.
  const email = `hindi${Date.now()}@example.com`;
  await page.goto("/hi/tools/reminders");
  await page.getByLabel("रिमाइंडर के लिए ई-मेल").fill(email);
  await page.getByLabel("प्रतिष्ठान का प्रकार").selectOption("mine");
  await page.getByRole("button", { name: "मुझे रिमाइंडर भेजें" }).click();
  await expect(page.getByTestId("reminder-outcome")).toHaveText(
    "अपना इनबॉक्स देखें: रिमाइंडर की पुष्टि के लिए हमने आपको एक लिंक भेजा है।",
  );
  await expect.poll(() => readOutbox().filter((m) => m.to === email).length, { timeout: 20_000 }).toBe(1);
  const mail = readOutbox().find((m) => m.to === email)!;
  expect(mail.subject).toBe("अनुपालन कैलेंडर के रिमाइंडर की पुष्टि करें");
  expect(mail.text).toContain("अनुपालन कैलेंडर (राजस्थान, खदान)");
  const link = new URL(/https?:\/\/\S+\/hi\/tools\/reminders\?\S+/.exec(mail.text)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "रिमाइंडर शुरू करें" }).click();
  await expect(page.getByTestId("reminder-outcome")).toHaveText(
    "रिमाइंडर शुरू हो गए हैं। आपके कैलेंडर की हर नियत तारीख़ से तीन दिन पहले हम आपको ई-मेल करेंगे।",
  );
});

test(
  "every Hindi route has the switch both ways, and the English pages keep SPEC's words and no Hindi switch elsewhere",
  onPhoneToo,
  async ({ page }) => {
    test.setTimeout(300_000); // eight pages each way, then three English checks, on a shared machine
    for (const path of hindiRoutes) {
      const english = path.slice(3);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expectAlternates(page, english);
      if (await page.getByRole("button", { name: "मेन्यू खोलें" }).isVisible()) {
        // On a phone the switch is in the drawer.
        await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
        await page.getByRole("dialog").locator('a[data-language-switch="en"]').click();
      } else {
        await switchTo(page, "en").click();
      }
      await expect(page).toHaveURL(new RegExp(`${english}$`));
      await expect(page.locator('a[data-language-switch="hi"]').first()).toHaveAttribute("href", path);
      await expectAlternates(page, english);
    }
    // SPEC 2.7's English texts are unchanged; a page without a Hindi version offers no switch.
    await page.goto("/esic");
    await expect(page.getByTestId("guide-footer")).toHaveText(
      "Need more information? Contact our HR team for assistance.",
    );
    await page.goto("/internship");
    await expect(page.locator("a[data-language-switch]")).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    expect((await page.request.get("/hi/internship")).status()).toBe(404);
  },
);

test("an editor changes an English answer and sees its Hindi flagged for review, then clears it", async ({
  page,
  request,
}) => {
  test.slow(); // the console's scripts, two screens and a save
  const session = await editorSession(request);
  const auth = { authorization: `Bearer ${session.token}` };
  const id = "esic-other-support";
  const { answer } = (await (await request.get(`/api/admin/guide-answers/${id}`, { headers: auth })).json()) as {
    answer: { question: string; answerHtml: string; review: { reviewed: string; sources: unknown[] } };
  };
  // Saved as it is: the English page reads the same, but the Hindi was written before this save.
  const saved = await request.patch(`/api/admin/guide-answers/${id}`, {
    headers: auth,
    data: {
      question: answer.question,
      answerHtml: answer.answerHtml,
      reviewed: answer.review.reviewed,
      sources: answer.review.sources,
    },
  });
  expect(saved.status()).toBe(200);

  await signInPage(page, session);
  await page.goto("/admin/guides");
  await expect(
    page.getByTestId("admin-guide-answer").filter({ hasText: answer.question }).getByTestId("translation-review"),
  ).toContainText("review the Hindi");
  await page.goto(`/admin/guides/${id}`);
  await expect(page.getByTestId("review-hindi")).toContainText("English changed on", { timeout: 20_000 });
  await expect(page.getByLabel("Question in Hindi")).toHaveValue("नौकरी छूटने या सेवानिवृत्ति के बाद भी कोई सहायता मिलती है?");
  await page.getByRole("button", { name: "Save Hindi answer" }).click();
  await expect(page).toHaveURL(/\/admin\/guides$/);
  // This answer's mark only: another spec on the same server may flag another answer meanwhile.
  await expect(
    page.getByTestId("admin-guide-answer").filter({ hasText: answer.question }).getByTestId("translation-review"),
  ).toHaveCount(0);
});

test("a first Hindi page paints in the phone's Devanagari face; a second fetches Noto Sans Devanagari for the next load", async ({
  page,
}) => {
  const devanagariRequests: string[] = [];
  page.on("request", (request) => {
    if (/noto-sans-devanagari.*\.woff2$/.test(request.url())) devanagariRequests.push(request.url());
  });
  const pageFace = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto("/hi/esic");
  await page.waitForLoadState("networkidle");
  expect(devanagariRequests).toEqual([]);
  expect(await pageFace()).not.toContain("Noto Sans Devanagari");
  // A second page of the site (reached from this one, as a link does): the face is fetched at low
  // priority for the pages after it.
  await page.evaluate(() => window.location.assign("/hi/epfo"));
  await page.waitForURL(/\/hi\/epfo$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("font:devanagari"))).toBe("1");
  expect(devanagariRequests).toHaveLength(1);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-font-hi", "devanagari");
  expect(await pageFace()).toContain('"Noto Sans Devanagari Variable"');
  // English pages never name it.
  await page.goto("/esic");
  expect(await pageFace()).not.toContain("Noto Sans Devanagari");
});

// ---------------------------------------------------------------------------------------------
// The content documents in Hindi (decisions 124, 125, 129): home, about, contact, the services and
// packages, privacy and terms.
// ---------------------------------------------------------------------------------------------

const contentDocumentRoutes = [
  "/hi/",
  "/hi/about",
  "/hi/contact",
  // The services listing, a service page with its Hindi legal list and steps, and a package.
  "/hi/services",
  "/hi/services/requirement-process",
  "/hi/packages/essential",
  "/hi/privacy",
  "/hi/terms",
];

test("the content documents' Hindi pages switch both ways with their hreflang pair, and the Hindi enquiry answers and mails in Hindi", async ({
  page,
}) => {
  test.slow(); // eight pages each way, then a form twice and its e-mail
  for (const path of contentDocumentRoutes) {
    const english = path === "/hi/" ? "/" : path.slice(3);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expectAlternates(page, english);
    await switchTo(page, "en").click();
    await expect(page).toHaveURL(new RegExp(`${english}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expectAlternates(page, english);
    await switchTo(page, "hi").click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await noSeriousViolations(page); // the last one: the Hindi terms

  // The Hindi enquiry: refused in Hindi beside the field, then thanked and acknowledged in Hindi.
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const email = `poochh${Date.now()}@example.com`;
  await page.goto("/hi/contact");
  await page.getByLabel("नाम", { exact: true }).fill("सुनीता शर्मा");
  await page.getByLabel("ई-मेल", { exact: true }).fill(email);
  await page.getByLabel("संपर्क नंबर", { exact: true }).fill("12");
  await page.getByLabel("राज्य", { exact: true }).selectOption({ label: "राजस्थान" });
  await page.getByRole("button", { name: "भेजें", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "कृपया सही संपर्क नंबर भरें।" })).toBeVisible();
  await page.getByLabel("संपर्क नंबर", { exact: true }).fill("9876543210");
  await page.getByRole("button", { name: "भेजें", exact: true }).click();
  await expect.poll(() => alerts).toEqual(["धन्यवाद! आपका संदेश भेज दिया गया है।"]);
  await expect.poll(() => readOutbox().filter((m) => m.to === email).length, { timeout: 20_000 }).toBe(1);
  const mail = readOutbox().find((m) => m.to === email)!;
  expect(mail.subject).toMatch(/^आपकी पूछताछ हमें मिल गई है \(#\d+\)$/);
  expect(mail.text).toContain("प्रिय सुनीता शर्मा,");
});

test("an editor publishes the English contact page and finds its Hindi flagged for review in the console, then publishes the Hindi", async ({
  page,
  request,
}) => {
  test.slow(); // the console's scripts, two tabs and two publishes
  const session = await editorSession(request);
  const auth = { authorization: `Bearer ${session.token}` };
  // The English published again as it is: its page reads the same, but it is now newer than the Hindi.
  const english = (await (await request.get("/api/admin/content/contact", { headers: auth })).json()) as {
    published: object;
  };
  expect((await request.put("/api/admin/content/contact", { headers: auth, data: english.published })).status()).toBe(
    200,
  );
  expect((await request.post("/api/admin/content/contact/publish", { headers: auth })).status()).toBe(200);

  await signInPage(page, session);
  await page.goto("/admin/content/contact");
  const hindiTab = page.getByRole("link", { name: /हिन्दी/ });
  await expect(hindiTab).toContainText("needs review");
  await hindiTab.click();
  await expect(page).toHaveURL(/\/admin\/content\/contact\?lang=hi$/);
  await expect(page.getByRole("note")).toContainText("English changed on");
  const heading = page.getByLabel("Heading", { exact: true }).first();
  await expect(heading).toHaveValue("संपर्क करें");
  await heading.fill("हमसे बात करें");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it now.");
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(hindiTab).not.toContainText("needs review");

  await page.goto("/hi/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमसे बात करें");
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  // Leave the Hindi as it shipped for the other specs.
  const reverted = await request.post("/api/admin/content/contact/revert?lang=hi", {
    headers: auth,
    data: { default: true },
  });
  expect(reverted.status()).toBe(200);
});

// The Hindi tools, calendar and licence directory (branch hindi-tools): kept in a block of its own.
test.describe("the Hindi tools, calendar and licence directory", () => {
  const toolRoutes = [
    "/hi/tools",
    "/hi/tools/pf-esi-calculator",
    "/hi/tools/bonus-calculator",
    "/hi/tools/which-laws-apply",
    "/hi/tools/compliance-calendar",
    "/hi/industrial-licenses",
  ];

  test("each has the switch both ways and hreflang pairs; PF/ESI answers in Hindi and keeps its answer across the switch; the feed names its events in Hindi", async ({
    page,
  }) => {
    test.setTimeout(240_000); // six pages each way and a tool on a shared machine
    for (const path of toolRoutes) {
      const english = path.slice(3);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expectAlternates(page, english);
      await switchTo(page, "en").click();
      await expect(page).toHaveURL(new RegExp(`${english}$`));
      await expect(page.locator('a[data-language-switch="hi"]').first()).toHaveAttribute("href", path);
    }

    // PF and ESI in Hindi: a refusal, then the answer, the same figures as the English page's.
    await page.goto("/hi/tools/pf-esi-calculator");
    await page.getByLabel("मासिक मूल वेतन (₹)").fill("बारह हज़ार");
    await page.getByRole("button", { name: "गणना करें" }).click();
    await expect(page.getByRole("alert")).toContainText("राशि रुपयों में अंकों में भरें, जैसे 15000 या 15,000.50।");
    await page.getByLabel("मासिक मूल वेतन (₹)").fill("12000");
    await page.getByRole("button", { name: "गणना करें" }).click();
    const epfEmployee = page.getByTestId("line-epf-employee");
    await expect(epfEmployee).toContainText("कर्मचारी का ईपीएफ (वेतन से कटौती)");
    await expect(epfEmployee).toContainText("₹1,440");
    await expect(epfEmployee).toContainText("₹12,000 का 12%, पूरा भविष्य निधि खाते में");
    await switchTo(page, "en").click();
    await expect(page).toHaveURL(/\/tools\/pf-esi-calculator\?.*basic=12000/);
    await expect(epfEmployee).toContainText("Employee EPF (deducted from pay)");
    await expect(epfEmployee).toContainText("₹1,440");

    // The Hindi calendar's feed link carries lang=hi, and the feed's events are named in Hindi.
    await page.goto("/hi/tools/compliance-calendar");
    await noSeriousViolations(page);
    const feed = await page.getByTestId("ics-download").getAttribute("href");
    expect(feed).toMatch(/compliance-calendar\.ics\?state=Rajasthan&kind=all&lang=hi$/);
    const ics = await (await page.request.get(new URL(feed!).pathname + new URL(feed!).search)).text();
    expect(ics.replace(/\r\n /g, "")).toContain("SUMMARY:देय: ईपीएफ अंशदान और ईसीआर (ECR)");
  });
});
