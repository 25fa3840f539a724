import {
  conversionKinds,
  type AnalyticsDetail,
  type AnalyticsReport,
  type ConversionCounts,
} from "../../../contract/console/analytics.ts";
import { addDays } from "../../../contract/rules/calendar-dates.ts";
import type { Db } from "../../db/connection.ts";
import {
  conversionsBySource,
  dailyTotals,
  pageTotals,
  visitorsBy,
  type ConversionRow,
} from "./analytics.repository.ts";

/** [from 00:00, the day after to 00:00) in India, as the UTC instants the other tables keep. */
function instants(from: string, to: string) {
  const at = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
  return { fromIso: at(from), toIso: at(addDays(to, 1)) };
}

const noConversions = (): ConversionCounts => ({ enquiries: 0, subscriptions: 0, orders: 0, bookings: 0 });

const totalOf = (counts: ConversionCounts) => conversionKinds.reduce((sum, kind) => sum + counts[kind], 0);

/** Conversions by kind, summed per key of each row (rows whose key is null are not counted under any). */
function tally(rows: readonly ConversionRow[], key: (row: ConversionRow) => string | null) {
  const counts = new Map<string, ConversionCounts>();
  for (const row of rows) {
    const name = key(row);
    if (name === null) continue;
    const entry = counts.get(name) ?? noConversions();
    entry[row.kind] += row.n;
    counts.set(name, entry);
  }
  return counts;
}

/** Conversions by kind per source, landing page and campaign, and in all. */
async function conversionsOf(db: Db, from: string, to: string) {
  const { fromIso, toIso } = instants(from, to);
  const rows = await conversionsBySource(db, fromIso, toIso);
  return {
    total: tally(rows, () => "").get("") ?? noConversions(),
    bySource: tally(rows, (row) => row.source),
    byLanding: tally(rows, (row) => row.landing_path),
    byCampaign: tally(rows, (row) => row.campaign?.toLowerCase() ?? null),
  };
}

/**
 * Visitors per key with that key's conversions, and any key with conversions but no counted visitor
 * (a visitor with Do-Not-Track, say); most visitors first.
 */
function withConversions(rows: readonly { key: string; visitors: number }[], counts: Map<string, ConversionCounts>) {
  const visitorsOf = new Map(rows.filter((r) => r.key !== "").map((r) => [r.key, r.visitors]));
  return [...new Set([...visitorsOf.keys(), ...counts.keys()])]
    .map((key) => {
      const byKind = counts.get(key) ?? noConversions();
      return { key, visitors: visitorsOf.get(key) ?? 0, conversions: totalOf(byKind), byKind };
    })
    .sort((a, b) => b.visitors - a.visitors || b.conversions - a.conversions || a.key.localeCompare(b.key));
}

/** GET /api/admin/analytics: views, visitors (the days' visitors summed), pages, sources with their conversions, conversions. */
export async function analyticsReport(db: Db, from: string, to: string): Promise<AnalyticsReport> {
  const [pages, sources, conversions] = await Promise.all([
    pageTotals(db, from, to),
    visitorsBy(db, "source", from, to),
    conversionsOf(db, from, to),
  ]);
  return {
    views: pages.reduce((sum, p) => sum + p.views, 0),
    visitors: sources.reduce((sum, s) => sum + s.visitors, 0),
    pages: pages.map(({ path, views, visitors }) => ({ path, views, visitors })),
    sources: withConversions(sources, conversions.bySource).map(({ key, visitors, conversions }) => ({
      source: key,
      visitors,
      conversions,
    })),
    conversions: conversions.total,
  };
}

/** What the dashboard draws beyond the report: each day, sources, landing pages and campaigns with conversions by kind, referrers, tool runs. */
export async function analyticsDetail(db: Db, from: string, to: string): Promise<AnalyticsDetail> {
  const [totals, pages, sources, landing, referrers, campaigns, conversions] = await Promise.all([
    dailyTotals(db, from, to),
    pageTotals(db, from, to),
    visitorsBy(db, "source", from, to),
    visitorsBy(db, "landing_path", from, to),
    visitorsBy(db, "referrer", from, to),
    visitorsBy(db, "campaign", from, to),
    conversionsOf(db, from, to),
  ]);
  const days: AnalyticsDetail["days"] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    days.push({ day, views: totals.views.get(day) ?? 0, visitors: totals.visitors.get(day) ?? 0 });
  return {
    days,
    sources: withConversions(sources, conversions.bySource),
    landingPages: withConversions(landing, conversions.byLanding),
    referrers: referrers.filter((r) => r.key !== ""),
    campaigns: withConversions(campaigns, conversions.byCampaign),
    tools: pages
      .filter((p) => p.runs > 0)
      .map(({ path, runs }) => ({ path, runs }))
      .sort((a, b) => b.runs - a.runs),
  };
}
