import { contentPage } from "../../../contract/shared/page-handle.ts";
import { StatTile } from "../../components/marketing/achievements/stat-tile.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/achievements-page";
import { ResponsiveImage } from "../../components/shared/responsive-image.tsx";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The page's content document `achievements` (issue 28): its typed default until staff publish their own. */
export function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content("achievements");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  documentSeoMeta(rootDataFrom(matches), loaderData?.seo, { path: "/achievements" });

export default function AchievementsPage({ loaderData: page }: Route.ComponentProps) {
  const { map, stats, trainings } = page;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title}>
        {page.intro}
      </PageHero>
      <Container className="grid items-center gap-10 py-10 sm:py-12 lg:grid-cols-2">
        <figure className="mx-auto w-full max-w-md">
          <ResponsiveImage
            image={map.image}
            size={{ width: 612, height: 696 }}
            sizes="(min-width: 28rem) 28rem, 100vw"
            loading="eager"
            className="h-auto w-full"
          />
          <p className="mt-3 flex items-center justify-center gap-2 text-sm font-semibold text-ink">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-accent" />
            {map.legend}
          </p>
          <figcaption className="mt-2 text-center text-xs text-muted">
            {map.attribution.text}{" "}
            <a
              href={map.attribution.licenceUrl}
              target="_blank"
              rel="noopener noreferrer license"
              className="underline"
            >
              {map.attribution.licence}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            . {map.attribution.changes}{" "}
            <a href={map.attribution.sourceUrl} target="_blank" rel="noopener noreferrer" className="underline">
              Original map
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </figcaption>
        </figure>
        <div>
          <h2 className="sr-only">Our numbers</h2>
          <ul className="grid list-none gap-4 p-0 sm:grid-cols-2">
            {stats.map((stat) => (
              <StatTile key={stat.id} stat={stat} />
            ))}
            <StatTile stat={trainings} highlight />
          </ul>
        </div>
      </Container>
    </>
  );
}
