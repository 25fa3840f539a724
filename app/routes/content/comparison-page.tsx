import { contentPage } from "../../../contract/shared/page-handle.ts";
import { ComparisonTabs } from "../../components/marketing/comparison/comparison-tabs.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/comparison-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The page's content document `comparison` (issue 28): its typed default until staff publish their own. */
export function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content("comparison");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  documentSeoMeta(rootDataFrom(matches), loaderData?.seo, { path: "/comparison" });

export default function ComparisonRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title}>
        {page.intro}
      </PageHero>
      <Container className="py-12 sm:py-16">
        <ComparisonTabs tabs={page.tabs} plans={page.plans} />
        <section
          aria-labelledby="audit-cta"
          className="mt-12 flex flex-col items-start gap-4 rounded-card border border-line bg-accent-soft p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="max-w-2xl">
            <h2 id="audit-cta" className="text-2xl font-bold">
              {page.cta.heading}
            </h2>
            <p className="mt-2 text-muted">{page.cta.text}</p>
          </div>
          <ButtonLink to={page.cta.to} variant="primary" size="lg" className="shrink-0">
            {page.cta.label}
          </ButtonLink>
        </section>
      </Container>
    </>
  );
}
