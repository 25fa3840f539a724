import type { AchievementStat } from "../../../../contract/content/achievements.ts";

/** One figure of the achievements page; `highlight` is the wide trainings tile. */
export function StatTile({ stat, highlight = false }: { stat: AchievementStat; highlight?: boolean }) {
  return (
    <li
      data-testid="stat-tile"
      className={`rounded-card border p-5 shadow-card ${highlight ? "border-accent bg-accent-soft sm:col-span-2" : "border-line bg-white"}`}
    >
      <p className="text-4xl font-bold text-primary-strong">{stat.value}</p>
      <p className="mt-1 text-lg font-semibold text-ink">{stat.label}</p>
      <p className="mt-2 text-sm text-muted">{stat.detail}</p>
    </li>
  );
}
