import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { homeDefault } from "../../contract/content/home.ts";
import { listBody, samplePost } from "./support/sample-posts.ts";
import { isPhone, onPhoneToo } from "./support/viewport.ts";

/** Home page (SPEC 2.4, 4): every behaviour a visitor can notice, on desktop and phone. */

/** A post as GET /api/blogs answers it (the fields these tests read). */
interface ApiPost {
  id: number;
  title: string;
  category: "blog" | "case-studies" | "review";
  created_at: string;
}

const insights = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { name: "Insights & Intelligence" }) });
const caseStudies = (page: Page) => page.getByRole("region", { name: "Case studies" });

test.describe("hero slider", () => {
  test("previous and next move the slide with wrap-around, reset progress and pause rotation", async ({ page }) => {
    await page.goto("/");
    const slides = page.getByTestId("hero-slide");
    const hero = page.locator('section[aria-roledescription="carousel"]');
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).toHaveAttribute("data-current", "true");
    await expect(hero).toHaveAttribute("data-rotating", "true");

    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(slides.nth(1)).toHaveAttribute("data-current", "true");
    await expect(page.getByText("Payroll and HR that scale with your team")).toBeVisible();
    await expect(hero).toHaveAttribute("data-rotating", "false");
    await expect(page.getByTestId("hero-progress").locator("div")).toHaveAttribute("style", /width:\s*0%/);

    await page.getByRole("button", { name: "Previous slide" }).click();
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(slides.nth(2)).toHaveAttribute("data-current", "true");
    await expect(page.getByText("Stores, warehouses and contractors, kept on track")).toBeVisible();
    await expect(page.getByText("Factories ready for the inspector's visit")).toBeHidden();
  });

  test(
    "the progress bar fills on desktop and is hidden on phones, where dots are shown",
    onPhoneToo,
    async ({ page }) => {
      await page.goto("/");
      const bar = page.getByTestId("hero-progress");
      const dots = page.getByRole("button", { name: /^Show slide \d of 3$/ });
      if (isPhone()) {
        await expect(bar).toBeHidden();
        await expect(dots).toHaveCount(3);
        await expect(dots.first()).toBeVisible();
        await dots.nth(2).click();
        await expect(page.getByTestId("hero-slide").nth(2)).toHaveAttribute("data-current", "true");
        await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
      } else {
        await expect(bar).toBeVisible();
        await expect(dots.first()).toBeHidden();
        await expect
          .poll(
            async () =>
              Number(/width:\s*([\d.]+)%/.exec((await bar.locator("div").getAttribute("style")) ?? "")?.[1] ?? 0),
            { timeout: 8_000 },
          )
          .toBeGreaterThan(0);
      }
    },
  );

  test("the pause button stops rotation and the play button restarts it", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator('section[aria-roledescription="carousel"]');
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(hero).toHaveAttribute("data-rotating", "false");
    await page.getByRole("button", { name: "Play slideshow" }).click();
    await expect(hero).toHaveAttribute("data-rotating", "true");
  });

  test("reduced motion stops rotation", async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const hero = page.locator('section[aria-roledescription="carousel"]');
    await expect(hero).toHaveAttribute("data-rotating", "false");
    await expect(page.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
    // A whole slide's time passes on the page's clock, and nothing moves.
    await page.clock.runFor(homeDefault.hero.rotateMs);
    await expect(page.getByTestId("hero-slide").nth(0)).toHaveAttribute("data-current", "true");
    await expect(page.getByTestId("hero-progress").locator("div")).toHaveAttribute("style", /width:\s*0%/);
    // Manual controls still work.
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(page.getByTestId("hero-slide").nth(1)).toHaveAttribute("data-current", "true");
  });

  test("Contact Us goes to /contact and the tag link to its service", async ({ page }) => {
    await page.goto("/");
    const current = page.locator('[data-testid="hero-slide"][data-current="true"]');
    await expect(current.getByRole("link", { name: "Factory compliance" })).toHaveAttribute(
      "href",
      "/services/factory-compliance",
    );
    await expect(current.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about");
    await current.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("plan cards", () => {
  const cards = (page: Page) => page.getByTestId("plan-card");

  test("three 500 px cards, side by side on desktop, linking to the three packages", onPhoneToo, async ({ page }) => {
    await page.goto("/");
    await expect(cards(page)).toHaveCount(3);
    const hrefs = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(hrefs).toEqual(["/packages/essential", "/packages/professional", "/packages/platinum"]);
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cards(page).nth(i).boundingBox())!));
    for (const box of boxes) expect(Math.round(box.height)).toBe(500);
    if (!isPhone()) {
      expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
    } else {
      expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + 400);
    }
  });

  test("a service card shows its details on hover and on focus; the featured card always shows its image", async ({
    page,
  }) => {
    await page.goto("/");
    const essential = cards(page).nth(0);
    const details = essential.getByTestId("plan-card-details");
    await expect(details).toBeHidden();
    await expect(essential.getByTestId("plan-card-hover-image")).toBeHidden();
    await essential.hover();
    await expect(details).toBeVisible();
    await expect(essential.getByTestId("plan-card-hover-image")).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(details).toBeHidden();
    const platinum = cards(page).nth(2);
    await platinum.focus();
    await expect(platinum.getByTestId("plan-card-details")).toBeVisible();
    await expect(platinum.getByText("24/7 HR support across every state")).toBeVisible();

    const featured = cards(page).nth(1);
    await expect(featured).toHaveAttribute("data-type", "featured");
    await expect(featured.getByTestId("plan-card-image")).toBeVisible();
    await expect(featured.getByTestId("plan-card-details")).toHaveCount(0);
  });

  test("Enter activates a focused card and a click goes to the card's route", async ({ page }) => {
    await page.goto("/");
    await cards(page).nth(0).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/packages\/essential$/);
    await page.goBack();
    await cards(page).nth(2).click();
    await expect(page).toHaveURL(/\/packages\/platinum$/);
  });
});

test.describe("insights teaser and case studies, from the seeded database", () => {
  test("show the newest blog posts and case studies the API answers, linking to their pages", async ({ page }) => {
    const answer = (await (await page.request.get("/api/blogs")).json()) as [ApiPost[]];
    const newest = (category: string) =>
      answer[0]
        .filter((p) => p.category === category)
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
        .slice(0, 6);
    const blogs = newest("blog");
    const studies = newest("case-studies");
    expect(blogs.length).toBeGreaterThan(0);
    expect(studies.length).toBeGreaterThan(0);

    await page.goto("/");
    const large = insights(page).getByTestId("insight-large");
    const small = insights(page).getByTestId("insight-small");
    await expect(large).toHaveCount(Math.min(2, blogs.length));
    await expect(small).toHaveCount(Math.max(0, blogs.length - 2));
    await expect(large.first()).toContainText(blogs[0]!.title);
    await expect(large.first()).toHaveAttribute("href", `/blog/${blogs[0]!.id}`);

    const cards = caseStudies(page).getByTestId("case-study-card");
    await expect(cards).toHaveCount(studies.length);
    await expect(cards.first()).toContainText(studies[0]!.title);
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${studies[0]!.id}$`));
  });
});

test.describe("insights teaser and case studies, from the browser's read of GET /api/blogs", () => {
  const serve = (page: Page, body: string, status = 200) =>
    page.route("**/api/blogs", (route) => route.fulfill({ status, contentType: "application/json", body }));

  test("the answer replaces the server's cards: two large and four small blog posts, newest first, and the case studies", async ({
    page,
  }) => {
    const posts = [
      ...Array.from({ length: 7 }, (_, i) => samplePost(i + 1, { title: `Answered post ${i + 1}` })),
      samplePost(30, { category: "case-studies", title: "Answered case study", tag: null }),
      samplePost(31, { category: "review", title: "A review" }),
    ];
    await serve(page, listBody(posts));
    await page.goto("/");
    const large = insights(page).getByTestId("insight-large");
    await expect(large.first()).toContainText("Answered post 1");
    await expect(large).toHaveCount(2);
    await expect(insights(page).getByTestId("insight-small")).toHaveCount(4);
    await expect(insights(page).getByTestId("insight-small").last()).toHaveAttribute("href", "/blog/6");
    const cards = caseStudies(page).getByTestId("case-study-card");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("CASE STUDY");
    await expect(cards.first()).toContainText("Answered case study");
  });

  test("a failed read says Failed to fetch blogs in red and empties the strip; an empty answer shows the empty texts", async ({
    page,
  }) => {
    await serve(page, "{}", 500);
    await page.goto("/");
    const failure = insights(page).getByRole("alert");
    await expect(failure).toHaveText("Failed to fetch blogs");
    expect(await failure.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(180, 35, 24)");
    await expect(caseStudies(page).getByText("No case studies found")).toBeVisible();
    await expect(caseStudies(page).getByRole("button", { name: "Next case study" })).toBeDisabled();

    await page.unroute("**/api/blogs");
    await serve(page, listBody([]));
    await page.goto("/");
    await expect(insights(page).getByText("No insights available yet")).toBeVisible();
    await expect(insights(page).getByText("Check back later for updates")).toBeVisible();
    await expect(caseStudies(page).getByText("No case studies found")).toBeVisible();
  });
});

test.describe("case-study carousel", () => {
  test(
    "newest case studies from the database; previous and next wrap around, dots jump, cards open the post",
    onPhoneToo,
    async ({ page }) => {
      const answer = (await (await page.request.get("/api/blogs")).json()) as [ApiPost[]];
      const studies = answer[0]
        .filter((p) => p.category === "case-studies")
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
        .slice(0, 6);
      expect(studies.length).toBeGreaterThanOrEqual(3);
      const count = studies.length;
      await page.goto("/");
      await page.locator("html[data-hydrated]").waitFor();
      const region = caseStudies(page);
      const slides = region.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(count);
      await expect(slides.nth(0)).toHaveAttribute("data-current", "true");

      await region.getByRole("button", { name: "Previous case study" }).click();
      await expect(slides.nth(count - 1)).toHaveAttribute("data-current", "true");
      await region.getByRole("button", { name: "Next case study" }).click();
      await expect(slides.nth(0)).toHaveAttribute("data-current", "true");
      await region.getByRole("button", { name: "Next case study" }).click();
      await expect(slides.nth(1)).toHaveAttribute("data-current", "true");
      const third = region.getByRole("button", { name: `Show case study 3 of ${count}` });
      await third.click();
      await expect(slides.nth(2)).toHaveAttribute("data-current", "true");
      await expect(third).toHaveAttribute("aria-current", "true");

      const width = (await slides.nth(0).boundingBox())!.width;
      if (isPhone()) expect(width).toBeLessThan(384);
      else expect(Math.round(width)).toBe(384);

      if (isPhone()) await expect(slides.nth(2)).toBeInViewport();
      await slides.nth(2).getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/blog/${studies[2]!.id}$`));
    },
  );
});

test.describe("testimonials", () => {
  test("cards show stars from 3 to 5, Verified Review, the quote, the author's initial, name and role", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
    await expect(page.getByText("Customer Feedback", { exact: true })).toBeVisible();
    await expect(page.getByText("Voices of Satisfaction")).toBeVisible();
    const cards = page.getByTestId("testimonials-track").locator("figure");
    await expect(cards).toHaveCount(6);
    const first = cards.first();
    await expect(first.getByText("Verified Review")).toBeVisible();
    // Sample testimonials say so, above the strip and on every card.
    await expect(page.getByTestId("testimonials-sample-note")).toContainText("not from real clients");
    for (const card of await cards.all()) await expect(card.getByText("Sample", { exact: true })).toBeAttached();
    await expect(first.getByRole("img", { name: /^Rated [345] out of 5$/ })).toBeVisible();
    await expect(first).toContainText("Kavita Joshi");
    await expect(first).toContainText("HR Head");
    await expect(first.locator("figcaption > span").first()).toHaveText("K");
    const ratings = await cards
      .getByRole("img", { name: /^Rated/ })
      .evaluateAll((els) => els.map((el) => Number(/Rated (\d)/.exec(el.getAttribute("aria-label") ?? "")?.[1])));
    for (const rating of ratings) expect(rating).toBeGreaterThanOrEqual(3);
    expect(ratings).toContain(3);
  });

  test("desktop buttons scroll 300 px; phone dots jump 320 px per item", onPhoneToo, async ({ page }) => {
    await page.goto("/");
    const track = page.getByTestId("testimonials-track");
    const scrollLeft = () => track.evaluate((el) => Math.round(el.scrollLeft));
    if (isPhone()) {
      await expect(page.getByRole("button", { name: "Scroll testimonials right" })).toBeHidden();
      await page.getByRole("button", { name: "Show testimonial 3 of 6" }).click();
      await expect.poll(scrollLeft).toBe(640);
      await expect(page.getByRole("button", { name: "Show testimonial 3 of 6" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await page.getByRole("button", { name: "Show testimonial 2 of 6" }).click();
      await expect.poll(scrollLeft).toBe(320);
    } else {
      await expect(page.getByRole("button", { name: "Show testimonial 1 of 6" })).toBeHidden();
      await page.getByRole("button", { name: "Scroll testimonials right" }).click();
      await expect.poll(scrollLeft).toBe(300);
      await page.getByRole("button", { name: "Scroll testimonials right" }).click();
      await expect.poll(scrollLeft).toBe(600);
      await page.getByRole("button", { name: "Scroll testimonials left" }).click();
      await expect.poll(scrollLeft).toBe(300);
    }
  });
});

test.describe("pricing, FAQ, marquee, stats and services", () => {
  test("pricing shows the SPEC prices with Professional most popular, and the toggle switches to annual prices", async ({
    page,
  }) => {
    await page.goto("/#pricing");
    const section = page.locator("section#pricing");
    const tiers = section.getByTestId("pricing-tier");
    await expect(tiers).toHaveCount(3);
    await expect(section.getByTestId("pricing-amount")).toHaveText(["$15", "$30", "$60"]);
    await expect(tiers.nth(1)).toContainText("Most popular");
    await expect(tiers.nth(1)).toHaveAttribute("data-featured", "true");
    await expect(section.getByText("Most popular")).toHaveCount(1);
    await expect(tiers).toContainText(["Essential", "Professional", "Platinum"]);

    const annually = section.getByRole("button", { name: "Annually" });
    await annually.click();
    await expect(annually).toHaveAttribute("aria-pressed", "true");
    await expect(section.getByTestId("pricing-amount")).toHaveText(["$12", "$25", "$50"]);
    await section.getByRole("button", { name: "Monthly" }).press("Enter");
    await expect(section.getByTestId("pricing-amount")).toHaveText(["$15", "$30", "$60"]);
  });

  test("FAQ answers open from their questions", async ({ page }) => {
    await page.goto("/");
    const answer = page
      .locator("details", { hasText: "Is there a free trial?" })
      .getByText("14-day free trial, no credit card required");
    await expect(answer).toBeHidden();
    await page.getByText("Is there a free trial?").click();
    await expect(answer).toBeVisible();
    await page.getByText("When can we reach your team?").click();
    await expect(
      page.locator("details", { hasText: "When can we reach your team?" }).getByText(/24\/7 support/),
    ).toBeVisible();
  });

  test("the client-logo marquee loops a doubled list of 160 px logos every 20 s and pauses on hover", async ({
    page,
  }) => {
    await page.goto("/");
    const marquee = page.getByTestId("client-marquee");
    const items = marquee.locator("li");
    await expect(items).toHaveCount(16);
    await expect(marquee.locator('li[aria-hidden="true"]')).toHaveCount(8);
    await expect(marquee.locator("img").first()).toHaveAttribute("width", "160");
    const list = marquee.locator("ul");
    await expect(list).toHaveCSS("animation-name", "marquee");
    await expect(list).toHaveCSS("animation-duration", "20s");
    await marquee.hover();
    await expect(list).toHaveCSS("animation-play-state", "paused");
    await page.mouse.move(0, 0);
    await expect(list).toHaveCSS("animation-play-state", "running");
    await marquee.focus();
    await expect(list).toHaveCSS("animation-play-state", "paused");
  });

  test("the marquee stands still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByTestId("client-marquee").locator("ul")).toHaveCSS("animation-name", "none");
  });

  test("stats, claims, founder quote and the #services section", async ({ page }) => {
    await page.goto("/");
    for (const value of ["100+", "500+", "1000+", "50+", "180+", "1500+"])
      await expect(page.getByText(value, { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Happy clients")).toBeVisible();
    // SPEC's 50+ team members and 180+ experts are reconciled where the second figure appears.
    await expect(page.getByText(/^On our own staff; .* 180\+ experts$/)).toBeVisible();
    await expect(page.getByText("Vendor audits every month")).toBeVisible();
    await expect(page.getByText("Compliance is not paperwork.", { exact: false })).toBeVisible();
    const services = page.locator("section#services");
    await expect(services).toContainText("What we offer");
    await expect(services.getByRole("heading", { name: "Comprehensive HR solutions" })).toBeVisible();
    await expect(services).toContainText("Why choose us");
    await expect(services.getByRole("heading", { name: "Built for businesses of all sizes" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Call for a consultation/ })).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
  });

  test("the page carries Organization JSON-LD and its own title", async ({ page }) => {
    await page.goto("/");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => (JSON.parse(text) as { "@type"?: string })["@type"] === "Organization")).toBe(true);
    await expect(page).toHaveTitle(/HR, payroll and labour-law compliance partner/);
    await expect(page.locator("h1")).toHaveCount(1);
  });
});

// The frame's check too (issue 2): header, footer and, on a phone, the mobile header, once loaded.
test("axe finds no serious or critical violations on the home page", onPhoneToo, async ({ page }) => {
  await page.goto("/");
  await expect(insights(page).getByTestId("insight-large").first()).toBeVisible();
  await expect(page.getByTestId("visitor-count")).not.toHaveText("Loading...");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
