import type { Stat } from "../../../../contract/content/stats.ts";
import { Container } from "../../ui/container.tsx";
import { StatGrid } from "../shared/stat-grid.tsx";

export function StatsBand({ title, stats }: { title: string; stats: Stat[] }) {
  return (
    <section aria-labelledby="stats-title" className="bg-primary-strong py-16 text-white">
      <Container>
        <h2 id="stats-title" className="mb-10 text-center text-3xl font-bold text-white">
          {title}
        </h2>
        <StatGrid stats={stats} tone="dark" />
      </Container>
    </section>
  );
}
