import { contentPage } from "../../../contract/shared/page-handle.ts";
import { PartnerCard } from "../../components/marketing/partners/partner-card.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { partners, partnersPage } from "../../content/partners.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/professional-collaboration-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

export function loader() {
  return { page: partnersPage, partners };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), {
    title: partnersPage.title,
    description: partnersPage.description,
    path: "/professional-collaboration",
  });

export default function ProfessionalCollaborationPage({ loaderData }: Route.ComponentProps) {
  const { page, partners } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title}>
        {page.intro}
      </PageHero>
      <Container className="py-10 sm:py-12">
        <h2 className="sr-only">Our partners</h2>
        <ul className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-4">
          {partners.map((partner) => (
            <PartnerCard key={partner.id} partner={partner} />
          ))}
        </ul>
      </Container>
    </>
  );
}
