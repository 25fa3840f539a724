import { expect, test, type Page } from "@playwright/test";
import { knowledgeLinks, moreLinks, packageLinks, serviceLinks } from "../../app/content/navigation.ts";
import { defaultSite } from "../../contract/shared/site.ts";
import { onPhoneOnly, onPhoneToo } from "./support/viewport.ts";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Opens a page and waits until React has hydrated it, so pointer and key handlers are attached. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
}

/** Stores a login in the browser before the page's own scripts run, as an earlier visit would have. */
async function storeLogin(page: Page, user: string) {
  await page.addInitScript((stored) => {
    window.localStorage.setItem("token", "sample-token");
    window.localStorage.setItem("user", stored);
  }, user);
}

test.describe("site frame", () => {
  test("top bar shows the contact e-mail and a tel: phone link", async ({ page }) => {
    await page.goto("/about");
    const email = page.getByRole("link", { name: defaultSite.emails.primary }).first();
    await expect(email).toHaveAttribute("href", `mailto:${defaultSite.emails.primary}`);
    const phone = page.getByRole("link", { name: defaultSite.phone.display }).first();
    await expect(phone).toHaveAttribute("href", `tel:${defaultSite.phone.tel}`);
  });

  test("every page has the chat link to the business WhatsApp number without showing it", async ({ page }) => {
    for (const path of ["/", "/esic", "/product-listing"]) {
      await page.goto(path);
      const chat = page.getByTestId("chat-link");
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute("href", `https://wa.me/${defaultSite.whatsappNumber}`);
      await expect(chat).toHaveAttribute("target", "_blank");
      await expect(chat).not.toContainText(defaultSite.whatsappNumber);
    }
  });

  test("the visitor counter shows Loading... until the count arrives, then counts this visit", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/visitors", async (route) => {
      await gate;
      await route.continue();
    });
    const before = (await (await page.request.get("/api/visitors")).json()).count as number;
    await page.goto("/");
    const counter = page.getByTestId("visitor-count");
    await expect(counter).toHaveText("Loading...");
    await expect(page.getByText("Total Visitors")).toBeVisible();
    release();
    // The read count shows first, then the count with this visit; other tests visit at the same time.
    const shownCount = async () => Number(((await counter.textContent()) ?? "").replace(/,/g, ""));
    await expect.poll(shownCount).toBeGreaterThanOrEqual(before + 1);
    const shown = await shownCount();
    const stored = (await (await page.request.get("/api/visitors")).json()).count as number;
    expect(stored).toBeGreaterThanOrEqual(shown);
  });

  test("the visitor counter stays Loading... when the count cannot be fetched", async ({ page }) => {
    await page.route("**/api/visitors", (route) => route.fulfill({ status: 500, body: "{}" }));
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/");
    await expect(page.getByTestId("visitor-count")).toHaveText("Loading...");
    await expect.poll(() => errors.join("\n")).toContain("Error fetching visitor count");
    await expect.poll(() => errors.join("\n")).toContain("Error incrementing visitor count");
  });

  test("mailing-list signup: Subscribing..., success alert, cleared input; repeat is answered kindly", async ({
    page,
  }) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto("/");
    const email = `owner-${Date.now()}-${test.info().project.name}@example.com`;
    const input = page.getByRole("textbox", { name: "Email address" });
    await input.fill(email);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/subscribe", async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    release();
    await expect.poll(() => alerts).toEqual(["Subscription successful!"]);
    await expect(input).toHaveValue("");
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();

    await input.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(() => alerts)
      .toEqual(["Subscription successful!", "You are already on our mailing list. Thank you!"]);
  });

  test("mailing-list signup shows the server's error in red, or Subscription failed", async ({ page }) => {
    await page.goto("/");
    const input = page.getByRole("textbox", { name: "Email address" });
    await page.route("**/api/subscribe", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: "Please enter a valid email address.",
          message: "Please enter a valid email address.",
        }),
      }),
    );
    await input.fill("someone@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid email address." })).toBeVisible();
    await page.unroute("**/api/subscribe");
    await page.route("**/api/subscribe", (route) => route.fulfill({ status: 500, body: "oops" }));
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Subscription failed" })).toBeVisible();
  });

  test("a blank mailing-list address sends nothing", async ({ page }) => {
    await page.goto("/");
    const sent: string[] = [];
    await page.route("**/api/subscribe", (route) => {
      sent.push((route.request().postDataJSON() as { email: string }).email);
      return route.continue();
    });
    const input = page.getByRole("textbox", { name: "Email address" });
    await input.fill("   ");
    await input.press("Enter");
    // The next real signup is the first request the form sends.
    const email = `after-blank-${Date.now()}@example.com`;
    await input.fill(email);
    await input.press("Enter");
    await expect.poll(() => sent).toEqual([email]);
  });

  test("footer carries every item of SPEC 2.3", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Need Help? Free Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );
    for (const name of ["About Us", "HR Solutions", "Contacts", "Home"])
      await expect(footer.getByRole("link", { name, exact: true }).first()).toBeVisible();
    for (const link of packageLinks)
      await expect(footer.getByRole("link", { name: link.label })).toHaveAttribute("href", link.to);
    await expect(footer.getByRole("link", { name: "HR Solutions" })).toHaveAttribute("href", "/about");
    await expect(footer.getByRole("link", { name: "Contacts", exact: true })).toHaveAttribute("href", "/contact");
    // SPEC 2.3's three hash targets, each a link to an element the home page has.
    for (const target of ["contact", "services", "pricing"]) {
      await expect(footer.locator(`a[href="/#${target}"]`)).toHaveCount(1);
      await expect(page.locator(`#${target}`)).toHaveCount(1);
    }
    await expect(footer.getByText("Location")).toBeVisible();
    await expect(footer.getByRole("link", { name: defaultSite.phone.display })).toHaveAttribute(
      "href",
      `tel:${defaultSite.phone.tel}`,
    );
    await expect(footer.getByRole("link", { name: defaultSite.emails.primary })).toBeVisible();
    await expect(footer.getByRole("link", { name: defaultSite.emails.secondary })).toBeVisible();
    const job = footer.getByRole("link", { name: /Request for job/ });
    await expect(job).toHaveAttribute("href", defaultSite.resumeFormUrl);
    await expect(job).toHaveAttribute("target", "_blank");
    await expect(footer.getByText("Upload your Resume")).toBeVisible();
    for (const social of ["Facebook", "LinkedIn", "X (Twitter)", "Instagram"]) {
      await expect(
        footer.getByRole("link", { name: new RegExp(`^${social.replace(/[()]/g, "\\$&")}`) }),
      ).toHaveAttribute("target", "_blank");
    }
    await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Join our mailing list" })).toBeVisible();
    await expect(footer.getByLabel("Translate this page")).toBeVisible();
    await footer.getByRole("link", { name: "Staff login" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("unknown URLs get a real 404 page with a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get("/services/no-such-service")).status()).toBe(404);
  });

  test("the page scrolls to the top on every path change", async ({ page }) => {
    await page.goto("/about");
    // Scrolled before hydration: the reader's position is kept.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator("footer").getByRole("link", { name: "Contacts", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Create Blog and Create Product show only for a verified user", onPhoneToo, async ({ page }) => {
    await openHydrated(page, "/");
    await expect(page.getByRole("link", { name: "Create Blog" })).toHaveCount(0);
    await storeLogin(page, JSON.stringify({ mobileNumber: "9999999999", isVerified: true, role: "editor" }));
    await openHydrated(page, "/");
    if (isPhone(page)) await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("link", { name: "Create Blog" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Product" }).first()).toBeVisible();
  });

  test("stored user data that cannot be read logs out and goes to /login", async ({ page }) => {
    await page.addInitScript(() => {
      if (window.location.pathname !== "/") return;
      window.localStorage.setItem("token", "sample-token");
      window.localStorage.setItem("user", "{not json");
    });
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
      null,
      null,
    ]);
  });

  test("a first visit paints in the system face; moving to a second page fetches Inter, used from the next page load", async ({
    page,
  }) => {
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    let fontRequested = false;
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fontRequested = true;
    });
    await openHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(await bodyFont()).not.toContain("Inter");
    expect(fontRequested).toBe(false);
    await page.locator("footer").getByRole("link", { name: "Contacts", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("font:inter"))).toBe("1");
    expect(fontRequested).toBe(true);
    expect(await bodyFont()).not.toContain("Inter");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-font", "inter");
    expect(await bodyFont()).toMatch(/^"Inter Variable"/);
    expect(
      await page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px "Inter Variable"'))),
    ).toBe(true);
  });

  test("each route of SPEC 2.1 answers inside the frame with its own title", async ({ page }) => {
    test.slow(); // sixteen page loads in one test
    const titles = new Set<string>();
    for (const path of [
      "/",
      "/about",
      "/services",
      "/contact",
      "/blog",
      "/case-studies",
      "/review",
      "/login",
      "/internship",
      "/comparison",
      "/product-listing",
      ...serviceLinks.slice(0, 2).map((l) => l.to),
      packageLinks[0]!.to,
      knowledgeLinks[0]!.to,
      moreLinks[1]!.to,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("header")).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
      titles.add(await page.title());
    }
    expect(titles.size).toBe(16);
  });
});

test.describe("desktop menus", () => {
  test("a dropdown opens on hover and closes 300 ms after the pointer leaves", async ({ page }) => {
    await openHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Packages" });
    await trigger.hover();
    const menu = nav.locator("#menu-packages");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(packageLinks.map((l) => l.label));
    // The delay is measured inside the page, from the pointer leaving the menu's item to the menu
    // disappearing, so a busy machine that runs the test's own steps late cannot fail it.
    await menu.evaluate((list) => {
      const times: { left?: number; hidden?: number } = {};
      Object.assign(window, { menuTimes: times });
      list.closest("li")?.addEventListener("mouseleave", () => (times.left ??= performance.now()));
      const watch = (now: number) => {
        if (times.left !== undefined && !list.checkVisibility()) times.hidden = now;
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.mouse.move(5, 600);
    await expect(menu).toBeHidden({ timeout: 2000 });
    // The page's frame watcher records the hiding on its next frame, which can come after
    // Playwright has seen the menu hidden: wait for the record rather than read it at once.
    const times = await page.waitForFunction(() => {
      const recorded = (window as unknown as { menuTimes: { left?: number; hidden?: number } }).menuTimes;
      return recorded.hidden !== undefined && recorded;
    });
    const { left, hidden } = (await times.jsonValue()) as { left: number; hidden: number };
    expect(hidden - left).toBeGreaterThanOrEqual(280);
  });

  test("the arrow opens a menu on click; outside click and Escape close it", async ({ page }) => {
    await openHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const arrow = nav.getByRole("button", { name: "Services menu" });
    await arrow.click();
    const menu = nav.locator("#menu-services");
    await expect(menu).toBeVisible();
    await expect(arrow).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveText(serviceLinks.map((l) => l.label));
    await page.mouse.move(640, 700);
    await page.mouse.click(640, 700);
    await expect(menu).toBeHidden();

    const knowledge = nav.getByRole("button", { name: "HR Knowledge Center" });
    await knowledge.focus();
    await page.keyboard.press("Enter");
    await expect(nav.locator("#menu-knowledge")).toBeVisible();
    await expect(nav.locator("#menu-knowledge").getByRole("link")).toHaveText(knowledgeLinks.map((l) => l.label));
    await page.keyboard.press("Escape");
    await expect(nav.locator("#menu-knowledge")).toBeHidden();
    await expect(knowledge).toBeFocused();
  });

  test("the header is sticky and highlights the current route", async ({ page }) => {
    await openHydrated(page, "/esic");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "More" }).click();
    await nav.locator("#menu-more").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await nav.getByRole("button", { name: "More" }).click();
    await expect(nav.locator("#menu-more").getByRole("link", { name: "About Us" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");
    await page.evaluate(() => window.scrollTo(0, 1500));
    const box = await page.locator("header").boundingBox();
    expect(box?.y).toBe(0);
    await expect(page.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("href", "/contact");
  });
});

test.describe("mobile menu", onPhoneOnly, () => {
  test("slides in with expandable groups and closes on navigation", async ({ page }) => {
    await openHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeVisible();
    const group = drawer.getByRole("button", { name: "Packages" });
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await group.click();
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await drawer.getByRole("link", { name: "HR Platinum" }).click();
    await expect(page).toHaveURL(/\/packages\/platinum$/);
    await expect(drawer).toBeHidden();
  });

  test("Escape and the close button close the drawer", async ({ page }) => {
    await openHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
  });
  test("the open drawer covers the screen's height on content and hydrated pages alike", async ({ page }) => {
    for (const path of ["/contact", "/cart"]) {
      await openHydrated(page, path);
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Site menu" });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("link", { name: "Contact Us" })).toBeInViewport();
      const box = (await drawer.boundingBox())!;
      expect(Math.round(box.y), path).toBe(0);
      expect(Math.round(box.height), path).toBe(page.viewportSize()!.height);
      expect(await page.evaluate(() => window.scrollX), path).toBe(0);
    }
  });
});
