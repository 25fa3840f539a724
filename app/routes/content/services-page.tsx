import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { contentPage } from "../../../contract/shared/page-handle.ts";
import { FeatureCards } from "../../components/marketing/services/feature-cards.tsx";
import { ServiceCard } from "../../components/marketing/services/service-card.tsx";
import { ServicesHero } from "../../components/marketing/services/services-hero.tsx";
import { Container } from "../../components/ui/container.tsx";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/services-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/**
 * The page's content document `services` (issue 28): its typed default until staff publish their
 * own; under /hi its Hindi version (issue 29).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  return { ...context.get(servicesContext).content("services", language), language };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  documentSeoMeta(rootDataFrom(matches), loaderData?.seo, { path: pathIn(loaderData?.language ?? "en", "/services") });

export default function ServicesRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <ServicesHero hero={page.hero} />
      <section aria-labelledby="services-grid" className="py-14 sm:py-20">
        <Container>
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{page.grid.eyebrow}</p>
            <h2 id="services-grid" className="mt-2 text-2xl font-bold sm:text-3xl">
              {page.grid.title}
            </h2>
            <p className="mt-3 text-lg text-muted">{page.grid.text}</p>
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {page.services.map((service) => (
              <ServiceCard
                key={service.to}
                service={service}
                contactLabel={page.grid.contactLabel}
                contactTo={page.grid.contactTo}
              />
            ))}
          </div>
        </Container>
      </section>
      <FeatureCards title={page.features.title} cards={page.features.cards} />
    </>
  );
}
