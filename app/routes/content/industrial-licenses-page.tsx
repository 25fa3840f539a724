import { contentPage } from "../../../contract/shared/page-handle.ts";
import { AlertTriangle } from "lucide-react";
import { LicenceTable } from "../../components/marketing/licences/licence-table.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { licencesPage } from "../../../contract/legal-content/licences.ts";
import { pageReview } from "../../lib/review-labels.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/industrial-licenses-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The page's copy is typed; its rows come from the database, where staff keep them (decision 028). */
export async function loader({ context }: Route.LoaderArgs) {
  const rows = await context.get(servicesContext).licenceRows();
  return { page: licencesPage, rows, reviewed: pageReview(rows.map((row) => row.review)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), {
    title: licencesPage.title,
    description: licencesPage.description,
    path: "/industrial-licenses",
  });

export default function IndustrialLicensesPage({ loaderData }: Route.ComponentProps) {
  const { page, rows, reviewed } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title}>
        {page.intro}
      </PageHero>
      <Container className="space-y-8 py-10 sm:py-12">
        <aside
          aria-label="Important"
          className="flex gap-3 rounded-card border border-accent bg-accent-soft p-4 sm:p-5"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-accent-ink" aria-hidden="true" />
          <div className="space-y-2">
            <p className="font-semibold text-ink" data-testid="licence-note">
              {page.note}
            </p>
            <p className="text-sm font-semibold text-muted">
              <time dateTime={reviewed.iso}>{reviewed.label}</time>
            </p>
          </div>
        </aside>
        <LicenceTable rows={rows} columns={page.columns} caption={page.title} />
        <p className="rounded-card border border-line bg-primary-soft p-5 text-base text-ink">{page.msmeNote}</p>
        <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg text-ink">{page.cta.text}</p>
          <ButtonLink to="/contact">{page.cta.button}</ButtonLink>
        </div>
      </Container>
    </>
  );
}
