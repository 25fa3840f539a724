import { contentPage } from "../../../contract/shared/page-handle.ts";
import { ComparisonTabs } from "../../components/marketing/comparison/comparison-tabs.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { comparisonPage } from "../../content/comparison.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/comparison-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

export function loader() {
  return comparisonPage;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), {
    title: "HR Plan Comparison: Essentials vs Professional vs Platinum",
    description:
      "Compare what you get, the benefits and the onboarding process of the HR Essentials, HR Professional and HR Platinum compliance plans, then book a free HR audit.",
    path: "/comparison",
  });

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
