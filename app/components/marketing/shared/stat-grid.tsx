import type { Stat } from "../../../../contract/content/stats.ts";

/** A row of big figures with their labels (and what a figure counts, where it says), as a description list. */
export function StatGrid({ stats, tone = "light" }: { stats: Stat[]; tone?: "light" | "dark" }) {
  const columns = stats.length === 3 ? "sm:grid-cols-3" : "grid-cols-2 lg:grid-cols-4";
  return (
    <dl className={`grid gap-6 ${columns}`}>
      {stats.map((stat) => (
        <div
          key={stat.id}
          className={`flex flex-col rounded-card p-6 text-center ${tone === "dark" ? "bg-white/10" : "border border-line bg-white shadow-card"}`}
        >
          <dt
            className={`order-2 text-sm font-medium sm:text-base ${tone === "dark" ? "text-white/85" : "text-muted"}`}
          >
            {stat.name}
          </dt>
          <dd
            className={`order-1 mb-1 text-3xl font-bold sm:text-4xl ${tone === "dark" ? "text-accent" : "text-primary"}`}
          >
            {stat.value}
          </dd>
          {stat.note ? (
            <dd className={`order-3 mt-2 text-xs ${tone === "dark" ? "text-white/85" : "text-muted"}`}>{stat.note}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
