import type { AnalyticsDetail, AnalyticsReport } from "../../../contract/console/analytics.ts";
import { addDays } from "../../../contract/rules/calendar-dates.ts";
import type { Db } from "../../db/connection.ts";
import { enquiryConversions } from "../enquiries/enquiries.repository.ts";
import { countBookings, dailyTotals, otherConversions, pageTotals, visitorsBy } from "./analytics.repository.ts";

/** [from 00:00, the day after to 00:00) in India, as the UTC instants the other tables keep. */
function instants(from: string, to: string) {
  const at = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
  return { fromIso: at(from), toIso: at(addDays(to, 1)) };
}

/** GET /api/admin/analytics: views, visitors (the days' visitors summed), pages, sources with their enquiries, conversions. */
export async function analyticsReport(db: Db, from: string, to: string): Promise<AnalyticsReport> {
  const { fromIso, toIso } = instants(from, to);
  const [pages, sources, enquiries, others, bookings] = await Promise.all([
    pageTotals(db, from, to),
    visitorsBy(db, "source", from, to),
    enquiryConversions(db, fromIso, toIso),
    otherConversions(db, fromIso, toIso),
    countBookings(db, fromIso, toIso),
  ]);
  // A source with enquiries but no counted visitor (a visitor with Do-Not-Track, say) is listed too.
  const sourceNames = new Set([...sources.map((s) => s.key), ...enquiries.bySource.keys()]);
  const visitorsOf = new Map(sources.map((s) => [s.key, s.visitors]));
  return {
    views: pages.reduce((sum, p) => sum + p.views, 0),
    visitors: sources.reduce((sum, s) => sum + s.visitors, 0),
    pages: pages.map(({ path, views, visitors }) => ({ path, views, visitors })),
    sources: [...sourceNames]
      .map((source) => ({
        source,
        visitors: visitorsOf.get(source) ?? 0,
        conversions: enquiries.bySource.get(source) ?? 0,
      }))
      .sort((a, b) => b.visitors - a.visitors || b.conversions - a.conversions || a.source.localeCompare(b.source)),
    conversions: { enquiries: enquiries.total, ...others, bookings },
  };
}

/** What the dashboard draws beyond the report: each day, landing pages and campaigns with enquiries, referrers, tool runs. */
export async function analyticsDetail(db: Db, from: string, to: string): Promise<AnalyticsDetail> {
  const { fromIso, toIso } = instants(from, to);
  const [totals, pages, landing, referrers, campaigns, enquiries] = await Promise.all([
    dailyTotals(db, from, to),
    pageTotals(db, from, to),
    visitorsBy(db, "landing_path", from, to),
    visitorsBy(db, "referrer", from, to),
    visitorsBy(db, "campaign", from, to),
    enquiryConversions(db, fromIso, toIso),
  ]);
  const days: AnalyticsDetail["days"] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    days.push({ day, views: totals.views.get(day) ?? 0, visitors: totals.visitors.get(day) ?? 0 });
  const withConversions = (rows: { key: string; visitors: number }[], counts: Map<string, number>) =>
    rows.filter((r) => r.key !== "").map((r) => ({ ...r, conversions: counts.get(r.key) ?? 0 }));
  return {
    days,
    landingPages: withConversions(landing, enquiries.byLanding),
    referrers: referrers.filter((r) => r.key !== ""),
    campaigns: withConversions(campaigns, enquiries.byCampaign),
    tools: pages
      .filter((p) => p.runs > 0)
      .map(({ path, runs }) => ({ path, runs }))
      .sort((a, b) => b.runs - a.runs),
  };
}
