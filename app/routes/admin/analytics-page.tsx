import { useId, useState } from "react";
import {
  analyticsPaths,
  conversionKinds,
  conversionLabels,
  type AnalyticsDetail,
  type AnalyticsReport,
} from "../../../contract/console/analytics.ts";
import { BarList, DayChart } from "../../components/admin/analytics/day-chart.tsx";
import { FileDownload } from "../../components/admin/file-download.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { fieldClass } from "../../components/ui/text-field.tsx";
import { useAdminData, type Loadable } from "../../hooks/use-admin-data.ts";

const indiaDay = (offsetDays = 0) =>
  new Date(Date.now() + 5.5 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** "3 conversions (7.5 %): 1 enquiry, 2 bookings": a row's conversions, their rate of its visitors, and each kind. */
function rate({ conversions, visitors, byKind }: AnalyticsDetail["sources"][number]): string {
  const share = visitors > 0 ? ` (${((conversions / visitors) * 100).toFixed(1)} %)` : "";
  const kinds = conversionKinds
    .filter((kind) => byKind[kind] > 0)
    .map((kind) => `${byKind[kind]} ${conversionLabels[kind][byKind[kind] === 1 ? 0 : 1]}`);
  return `${conversions} ${conversions === 1 ? "conversion" : "conversions"}${share}${kinds.length ? `: ${kinds.join(", ")}` : ""}`;
}

/**
 * The firm's own analytics (issue 30): visitors and views by day, top pages, sources, landing pages
 * and campaigns with their conversions (enquiries, bookings, signups, paid orders) and rate, referrers, tool runs and conversions, for
 * any range, with a CSV export. Counted on the server without cookies (decision 131).
 */
export default function AdminAnalytics() {
  const [range, setRange] = useState({ from: indiaDay(-29), to: indiaDay() });
  const query = `from=${range.from}&to=${range.to}`;
  const report = useAdminData<AnalyticsReport>(`${analyticsPaths.report}?${query}`);
  const detail = useAdminData<AnalyticsDetail>(`${analyticsPaths.detail}?${query}`);
  const ids = { from: useId(), to: useId() };
  const both: Loadable<{ report: AnalyticsReport; detail: AnalyticsDetail }> =
    report.state.status === "ready" && detail.state.status === "ready"
      ? ({ status: "ready", data: { report: report.state.data, detail: detail.state.data } } as const)
      : report.state.status === "error"
        ? report.state
        : detail.state.status === "error"
          ? detail.state
          : ({ status: "loading" } as const);

  return (
    <section className="space-y-6">
      <PanelHeader
        title="Analytics"
        note="Counted on our own server: no cookies, no addresses kept, Do-Not-Track honoured."
      >
        <div>
          <label htmlFor={ids.from} className="mb-1 block text-sm font-semibold">
            From
          </label>
          <input
            id={ids.from}
            type="date"
            className={fieldClass()}
            value={range.from}
            max={range.to}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
          />
        </div>
        <div>
          <label htmlFor={ids.to} className="mb-1 block text-sm font-semibold">
            To
          </label>
          <input
            id={ids.to}
            type="date"
            className={fieldClass()}
            value={range.to}
            min={range.from}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
          />
        </div>
        <FileDownload
          url={`${analyticsPaths.report}?${query}&format=csv`}
          label="Download CSV"
          fallbackName="analytics.csv"
        />
      </PanelHeader>
      <ListState
        state={both}
        reload={() => {
          report.reload();
          detail.reload();
        }}
        empty=""
        isEmpty={() => false}
      >
        {({ report: r, detail: d }) => (
          <div className="space-y-4" data-testid="analytics">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {(
                [
                  ["Visitors", r.visitors],
                  ["Page views", r.views],
                  ["Enquiries", r.conversions.enquiries],
                  ["Subscriptions", r.conversions.subscriptions],
                  ["Paid orders", r.conversions.orders],
                  ["Bookings", r.conversions.bookings],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-card border border-line bg-white p-3 shadow-card">
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <DayChart days={d.days} />
            <div className="grid gap-4 lg:grid-cols-2">
              <BarList
                title="Sources"
                unit="visitors"
                rows={d.sources.map((s) => ({ label: s.key, value: s.visitors, note: rate(s) }))}
              />
              <BarList
                title="Top pages"
                unit="views"
                rows={r.pages.map((p) => ({ label: p.path, value: p.views, note: `${p.visitors} visitors` }))}
              />
              <BarList
                title="Landing pages"
                unit="visitors"
                rows={d.landingPages.map((l) => ({ label: l.key, value: l.visitors, note: rate(l) }))}
              />
              <BarList
                title="Campaigns"
                unit="visitors"
                rows={d.campaigns.map((c) => ({ label: c.key, value: c.visitors, note: rate(c) }))}
              />
              <BarList
                title="Referring sites"
                unit="visitors"
                rows={d.referrers.map((x) => ({ label: x.key, value: x.visitors }))}
              />
              <BarList title="Tools used" unit="runs" rows={d.tools.map((x) => ({ label: x.path, value: x.runs }))} />
            </div>
          </div>
        )}
      </ListState>
    </section>
  );
}
