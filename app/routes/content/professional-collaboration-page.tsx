import { contentPage } from "../../../contract/shared/page-handle.ts";
import { PartnerCard } from "../../components/marketing/partners/partner-card.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/professional-collaboration-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The page's content document (issue 28): its typed default until staff publish their own. */
export function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content("professional-collaboration");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  documentSeoMeta(rootDataFrom(matches), loaderData?.seo, { path: "/professional-collaboration" });

export default function ProfessionalCollaborationPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title}>
        {page.intro}
      </PageHero>
      <Container className="py-10 sm:py-12">
        <h2 className="sr-only">Our partners</h2>
        <ul className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-4">
          {page.partners.map((partner) => (
            <PartnerCard key={partner.id} partner={partner} />
          ))}
        </ul>
      </Container>
    </>
  );
}
