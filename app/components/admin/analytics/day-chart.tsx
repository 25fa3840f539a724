import type { AnalyticsDetail } from "../../../../contract/console/analytics.ts";

const width = 720;
const height = 220;
const pad = { left: 40, right: 12, top: 12, bottom: 28 };

/**
 * Visitors (bars) and views (line) per day, drawn as SVG by the console itself: no chart library.
 * A table with the same figures follows for screen readers and for copying.
 */
export function DayChart({ days }: { days: AnalyticsDetail["days"] }) {
  const top = Math.max(1, ...days.map((d) => Math.max(d.views, d.visitors)));
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const step = plotW / Math.max(1, days.length);
  const y = (n: number) => pad.top + plotH - (n / top) * plotH;
  const line = days.map((d, i) => `${pad.left + step * (i + 0.5)},${y(d.views)}`).join(" ");
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));
  return (
    <figure className="rounded-card border border-line bg-white p-4 shadow-card">
      <figcaption className="mb-2 flex flex-wrap gap-4 text-sm font-semibold">
        <span>Visitors and views by day</span>
        <span className="flex items-center gap-1 font-normal">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-primary-soft ring-1 ring-primary" />{" "}
          visitors
        </span>
        <span className="flex items-center gap-1 font-normal">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-accent" /> views
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label="Visitors and views by day"
        className="h-auto w-full"
      >
        <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} className="stroke-line" />
        <text x={pad.left - 6} y={y(top) + 4} textAnchor="end" className="fill-muted text-[11px]">
          {top}
        </text>
        <text x={pad.left - 6} y={y(0)} textAnchor="end" className="fill-muted text-[11px]">
          0
        </text>
        {days.map((d, i) => (
          <g key={d.day}>
            <rect
              x={pad.left + step * i + step * 0.15}
              y={y(d.visitors)}
              width={step * 0.7}
              height={Math.max(0, y(0) - y(d.visitors))}
              className="fill-primary-soft stroke-primary"
            >
              <title>{`${d.day}: ${d.visitors} visitors, ${d.views} views`}</title>
            </rect>
            {i % labelEvery === 0 ? (
              <text
                x={pad.left + step * (i + 0.5)}
                y={height - 8}
                textAnchor="middle"
                className="fill-muted text-[11px]"
              >
                {d.day.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
        <polyline points={line} fill="none" className="stroke-accent" strokeWidth={2} />
      </svg>
    </figure>
  );
}

/** A ranked list with a bar per row, the widest for the first: pages, sources, referrers, tools. */
export function BarList({
  title,
  rows,
  unit,
}: {
  title: string;
  rows: readonly { label: string; value: number; note?: string }[];
  unit: string;
}) {
  const top = Math.max(1, ...rows.map((r) => r.value));
  return (
    <section aria-label={title} className="rounded-card border border-line bg-white p-4 shadow-card">
      <h3 className="font-bold">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nothing in this range.</p>
      ) : (
        <ol className="mt-2 space-y-1.5 text-sm">
          {rows.slice(0, 12).map((row) => (
            <li key={row.label}>
              <div className="flex justify-between gap-3">
                <span className="break-all">{row.label}</span>
                <span className="shrink-0 tabular-nums">
                  {row.value} {unit}
                  {row.note ? <span className="text-muted"> · {row.note}</span> : null}
                </span>
              </div>
              <div
                aria-hidden="true"
                className="mt-0.5 h-1.5 rounded-full bg-primary"
                style={{ width: `${(row.value / top) * 100}%` }}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
