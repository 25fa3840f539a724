import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouterContextProvider } from "react-router";
import { loaderContext } from "../../../tests/setup/loader-context.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { loader as pageLoader } from "./calendar-page.tsx";
import { loader as feedLoader } from "./calendar-feed.ts";
import type { Route } from "./+types/calendar-page";
import type { Route as FeedRoute } from "./+types/calendar-feed";

/** The Hindi calendar page and its `?lang=hi` feed (issue 29): the English dates, in Hindi words. */
describe("the compliance calendar in Hindi", () => {
  let t: TestApp;
  let context: RouterContextProvider;
  beforeAll(async () => {
    t = await createTestApp();
    context = loaderContext(t, () => new Date("2026-11-27T06:00:00Z"));
  });
  afterAll(() => t.close());

  const page = (url: string) =>
    pageLoader({ request: new Request(`http://localhost${url}`), context, params: {} } as unknown as Route.LoaderArgs);
  const feed = async (query: string) => {
    const response = await feedLoader({
      request: new Request(`http://localhost/tools/compliance-calendar.ics?${query}`),
      context,
      params: {},
    } as unknown as FeedRoute.LoaderArgs);
    return response.text();
  };

  it("shows the English calendar's dates, worded in Hindi", async () => {
    const query = "?state=Rajasthan&kind=all&view=month&month=2026-12";
    const english = await page(`/tools/compliance-calendar${query}`);
    const hindi = await page(`/hi/tools/compliance-calendar${query}`);
    expect(hindi.dues.map((d) => `${d.date} ${d.obligation.id}`)).toEqual(
      english.dues.map((d) => `${d.date} ${d.obligation.id}`),
    );
    expect(hindi.heading).toBe("दिसंबर 2026");
    const epf = hindi.dues.find((d) => d.obligation.id === "epf")!;
    expect(epf.obligation.title).toBe("ईपीएफ अंशदान और ईसीआर (ECR)");
    expect(epf.period).toBe("नवंबर 2026 के लिए");
    expect(hindi.dues.find((d) => d.date === "2026-12-07")!.obligation.title).toBe("मासिक मज़दूरी");
    expect(hindi.page.path).toBe("/hi/tools/compliance-calendar");
    expect(hindi.links.next).toBe("/hi/tools/compliance-calendar?state=Rajasthan&kind=all&view=month&month=2027-01");
    expect(hindi.links.download).toMatch(/\/tools\/compliance-calendar\.ics\?state=Rajasthan&kind=all&lang=hi$/);
    expect(hindi.notes[0]!.text).toBe("राजस्थान में व्यवसाय कर (प्रोफ़ेशनल टैक्स) नहीं लगता और श्रम कल्याण निधि नहीं है।");
    expect(hindi.caveats.length).toBe(english.caveats.length);
    expect(hindi.caveats.every((c) => /[\u0900-\u097F]/.test(c))).toBe(true);
    // The English page is as it was.
    expect(english.heading).toBe("December 2026");
    expect(english.dues.find((d) => d.obligation.id === "epf")!.period).toBe("for November 2026");
  });

  it("says in Hindi what it could not read", async () => {
    const hindi = await page("/hi/tools/compliance-calendar?month=13-2026&kind=castle");
    expect(hindi.form.errors).toEqual({
      month: "यह महीना पढ़ा नहीं जा सका; इसलिए वर्तमान महीना दिखाया जा रहा है।",
      kind: "सूची में से प्रतिष्ठान का प्रकार चुनें।",
    });
  });

  it("names and describes the feed's events in Hindi with ?lang=hi, on the same dates and UIDs", async () => {
    const english = await feed("state=Rajasthan&kind=all");
    const hindi = await feed("state=Rajasthan&kind=all&lang=hi");
    const unfold = (text: string) => text.replace(/\r\n /g, "");
    const structure = (text: string) =>
      unfold(text)
        .split("\r\n")
        .filter((l) => /^(UID|DTSTART|DTEND|RRULE|EXDATE|TRIGGER)/.test(l));
    expect(structure(hindi)).toEqual(structure(english));
    expect(unfold(hindi)).toContain("SUMMARY:देय: ईपीएफ अंशदान और ईसीआर (ECR)");
    expect(unfold(hindi)).toContain("DESCRIPTION:तीन दिन में देय: मासिक मज़दूरी");
    expect(unfold(hindi)).toContain("X-WR-CALNAME:अनुपालन की नियत तारीख़ें (राजस्थान)");
    expect(unfold(hindi)).toContain("\\nचूकने पर: देर से भुगतान पर 12% सालाना ब्याज");
    expect(unfold(hindi)).toContain("URL:http");
    expect(unfold(hindi)).toMatch(/URL:\S+\/hi\/tools\/compliance-calendar\r\n/);
    // Without lang the feed is the English one.
    expect(unfold(english)).toContain("SUMMARY:EPF contributions and ECR due");
    expect(english).not.toMatch(/[\u0900-\u097F]/);
  });
});
