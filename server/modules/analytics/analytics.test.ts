import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import {
  analyticsMessages,
  analyticsPaths,
  type AnalyticsDetail,
  type AnalyticsReport,
} from "../../../contract/console/analytics.ts";
import type { Slot } from "../../../contract/api/bookings.ts";
import { seedIfEmpty } from "../../db/seed.ts";
import { indiaToday } from "../../../contract/rules/calendar-dates.ts";
import { bearer, loginAs } from "../../../tests/setup/api-helpers.ts";
import { testPageBuild } from "../../../tests/setup/page-build.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { pagesPlugin } from "../../pages/pages-plugin.ts";
import { PageViewCounter } from "./page-view-counter.ts";

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe("the firm's own analytics (issue 30)", () => {
  let t: TestApp;
  let token: string;
  const today = indiaToday();
  beforeAll(async () => {
    t = await createTestApp({ ANALYTICS_FLUSH_SECONDS: "3600" }, (app, { env, db }) =>
      app.register(pagesPlugin, { build: testPageBuild(), mode: "production", db, env }),
    );
    token = await loginAs(t);
  });
  afterAll(() => t.close());

  const visit = (url: string, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, remoteAddress: ip, headers: { "user-agent": chrome, ...headers } });
  const report = async (from = today, to = today) => {
    await t.app.analytics!.flush();
    const answer = await t.app.inject({
      url: `${analyticsPaths.report}?from=${from}&to=${to}`,
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<AnalyticsReport>();
  };

  it("counts a visit from a campaign across pages, cached or not, with its conversion, and stores no address", async () => {
    expect(
      (
        await visit("/about?utm_source=LinkedIn&utm_campaign=nov", "203.0.113.7", {
          referer: "https://www.linkedin.com/",
        })
      ).statusCode,
    ).toBe(200);
    await visit("/", "203.0.113.7", { referer: "http://127.0.0.1/about" });
    await visit("/about", "203.0.113.7", { referer: "http://127.0.0.1/" }); // from the cache now
    await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: {
        name: "Asha",
        email: "asha@example.com",
        contact_number: "9876543210",
        utm_source: "linkedin",
        utm_campaign: "nov",
        landing_path: "/about",
      },
    });
    const answer = await report();
    expect(answer).toEqual({
      views: 3,
      visitors: 1,
      pages: [
        { path: "/about", views: 2, visitors: 1 },
        { path: "/", views: 1, visitors: 1 },
      ],
      sources: [{ source: "linkedin", visitors: 1, conversions: 1 }],
      conversions: { enquiries: 1, subscriptions: 0, orders: 0, bookings: 0 },
    });
    const stored = JSON.stringify(await t.db.selectFrom("analytics_visitors").selectAll().execute());
    expect(stored).not.toContain("203.0.113.7");
    expect(stored).toContain("nov");
    const detail = await t.app.inject({
      url: `${analyticsPaths.detail}?from=${today}&to=${today}`,
      headers: bearer(token),
    });
    expect(detail.json()).toMatchObject({
      days: [{ day: today, views: 3, visitors: 1 }],
      landingPages: [{ key: "/about", visitors: 1, conversions: 1 }],
      referrers: [{ key: "linkedin.com", visitors: 1 }],
      campaigns: [{ key: "nov", visitors: 1, conversions: 1 }],
    });
    const csv = await t.app.inject({
      url: `${analyticsPaths.report}?from=${today}&to=${today}&format=csv`,
      headers: bearer(token),
    });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body).toContain("source,linkedin,,1,1");
  });

  it("does not count bots, prefetches, Do-Not-Track, Global Privacy Control, HEAD, staff or errors", async () => {
    const before = await report();
    await visit("/about", "198.51.100.1", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    await visit("/about", "198.51.100.2", { "user-agent": "" });
    await visit("/about", "198.51.100.3", { "sec-purpose": "prefetch" });
    await visit("/about", "198.51.100.4", { purpose: "prefetch" });
    await visit("/about", "198.51.100.5", { dnt: "1" });
    await visit("/about", "198.51.100.6", { "sec-gpc": "1" });
    await visit("/about", "198.51.100.7", { authorization: `Bearer ${token}` });
    await t.app.inject({
      method: "HEAD",
      url: "/about",
      remoteAddress: "198.51.100.8",
      headers: { "user-agent": chrome },
    });
    await visit("/posts/2", "198.51.100.9");
    const after = await report();
    expect(after.views).toBe(before.views);
    expect(after.visitors).toBe(before.visitors);
  });

  it("counts a page reached by a link inside a hydrated page (its .data request) as a view of that page", async () => {
    const before = await report();
    const ip = "198.51.100.40";
    expect((await visit("/about.data", ip)).statusCode).toBe(200);
    expect((await visit("/_.data?_routes=root,routes/home", ip)).statusCode).toBe(200);
    // A missing page's data is no view.
    expect((await visit("/posts/2.data", ip)).statusCode).toBe(404);
    const after = await report();
    expect(after.views - before.views).toBe(2);
    expect(after.visitors - before.visitors).toBe(1);
    const views = (path: string, r: AnalyticsReport) => r.pages.find((p) => p.path === path)?.views ?? 0;
    expect(views("/about", after) - views("/about", before)).toBe(1);
    expect(views("/", after) - views("/", before)).toBe(1);
    expect(after.pages.some((p) => p.path.endsWith(".data"))).toBe(false);
  });

  it("counts every view of many concurrent visitors exactly once", async () => {
    const before = await report();
    await Promise.all(Array.from({ length: 200 }, (_, i) => visit(i % 2 ? "/about" : "/", `192.0.2.${i % 20}`)));
    // A batch written while requests keep coming loses none of them.
    await Promise.all([t.app.analytics!.flush(), ...Array.from({ length: 20 }, () => visit("/", "192.0.2.1"))]);
    const after = await report();
    expect(after.views - before.views).toBe(220);
    expect(after.visitors - before.visitors).toBe(20);
  });

  it("counts one person once across two instances, and sums their views", async () => {
    const before = await report();
    const a = new PageViewCounter(t.db, t.env.PUBLIC_BASE_URL);
    const b = new PageViewCounter(t.db, t.env.PUBLIC_BASE_URL);
    const request = (url: string) =>
      ({
        url,
        ip: "192.0.2.200",
        method: "GET",
        headers: { "user-agent": chrome, host: "127.0.0.1" },
      }) as unknown as FastifyRequest;
    a.seen(request("/about?utm_source=google"), "/about", false);
    b.seen(request("/"), "/", false);
    b.seen(request("/about"), "/about", false);
    await Promise.all([a.flush(), b.flush()]);
    const after = await report();
    expect(after.views - before.views).toBe(3);
    expect(after.visitors - before.visitors).toBe(1);
    expect(await t.db.selectFrom("analytics_salts").selectAll().execute()).toHaveLength(1);
  });

  it("refuses a bad range with the error body", async () => {
    for (const [query, message] of [
      ["from=2026-11-30&to=2026-11-01", analyticsMessages.fromAfterTo],
      ["from=2026-13-01&to=2026-12-01", analyticsMessages.invalidDate],
      ["from=2024-01-01&to=2026-01-01", analyticsMessages.rangeTooLong],
      ["to=2026-01-01", analyticsMessages.invalidDate],
    ] as const) {
      const answer = await t.app.inject({ url: `${analyticsPaths.report}?${query}`, headers: bearer(token) });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error, query).toBe(message);
    }
  });
  it("credits bookings, confirmed signups and paid orders to their visit's source, labelled by kind", async () => {
    await seedIfEmpty(t.db);
    const fromLinkedIn = { utm_source: "LinkedIn", utm_campaign: "Dec", landing_path: "/esic", referrer: "" };
    const fromGoogle = { utm_source: "", referrer: "https://www.google.com/search", landing_path: "/epfo" };
    const [slot] = (await t.app.inject({ url: "/api/bookings/slots" })).json<Slot[]>();
    const booked = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: { start: slot!.start, name: "Ravi", email: "ravi@example.com", mobile: "9876543210", ...fromGoogle },
    });
    expect(booked.statusCode).toBe(201);
    const signedUp = await t.app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email: "meena@example.com", ...fromLinkedIn },
    });
    expect(signedUp.statusCode).toBe(201);
    const product = await t.db
      .selectFrom("products")
      .select(["id", "price_paise"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const ordered = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        email: "buyer@example.com",
        firstName: "Asha",
        lastName: "Verma",
        address: "12 MG Road",
        city: "Jaipur",
        pinCode: "302001",
        phone: "9876543210",
        items: [{ id: product.id, title: "t", price: 1, quantity: 1, image: null, originalPrice: null }],
        total: Number(product.price_paise) / 100,
        ...fromLinkedIn,
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const before = await report();
    // A signup counts once confirmed, an order once paid.
    expect(before.sources.find((s) => s.source === "google.com")).toEqual({
      source: "google.com",
      visitors: 0,
      conversions: 1,
    });
    const now = new Date().toISOString();
    await t.db
      .updateTable("subscribers")
      .set({ status: "active", confirmed_at: now })
      .where("email", "=", "meena@example.com")
      .execute();
    await t.db
      .updateTable("orders")
      .set({ status: "paid", paid_at: now })
      .where("id", "=", ordered.json<{ orderId: number }>().orderId)
      .execute();
    const after = await report();
    expect(after.conversions.subscriptions - before.conversions.subscriptions).toBe(1);
    expect(after.conversions.orders - before.conversions.orders).toBe(1);
    const linkedin = (s: { source: string }) => s.source === "linkedin";
    expect(after.sources.find(linkedin)!.conversions - before.sources.find(linkedin)!.conversions).toBe(2);

    const detail = await t.app.inject({
      url: `${analyticsPaths.detail}?from=${today}&to=${today}`,
      headers: bearer(token),
    });
    const { sources, landingPages, campaigns } = detail.json<AnalyticsDetail>();
    expect(sources.find((s) => s.key === "google.com")).toMatchObject({
      conversions: 1,
      byKind: { enquiries: 0, subscriptions: 0, orders: 0, bookings: 1 },
    });
    expect(sources.find((s) => s.key === "linkedin")!.byKind).toMatchObject({ subscriptions: 1, orders: 1 });
    expect(landingPages.find((l) => l.key === "/epfo")).toMatchObject({ visitors: 0, byKind: { bookings: 1 } });
    expect(campaigns.find((c) => c.key === "dec")).toMatchObject({
      conversions: 2,
      byKind: { subscriptions: 1, orders: 1 },
    });
  });

  // Last: the pass a day ahead also ends the test's login session.
  it("forgets the day's salt once the day is over", async () => {
    await t.app.jobs.run("retention", new Date(Date.now() + 86_400_000));
    expect(await t.db.selectFrom("analytics_salts").selectAll().execute()).toHaveLength(0);
  });
});
