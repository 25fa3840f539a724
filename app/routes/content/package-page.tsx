import { contentPage } from "../../../contract/shared/page-handle.ts";
import { data } from "react-router";
import { PackageCta } from "../../components/marketing/packages/package-cta.tsx";
import { PackageHero } from "../../components/marketing/packages/package-hero.tsx";
import { PackageSectionView } from "../../components/marketing/packages/package-section.tsx";
import { ReviewNote } from "../../components/marketing/shared/review-note.tsx";
import { Container } from "../../components/ui/container.tsx";
import { packagePages } from "../../content/packages.ts";
import { reviewNoteText } from "../../../contract/legal-content/service-pages.ts";
import { faqPageJsonLd } from "../../lib/json-ld.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/package-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

export function loader({ params }: Route.LoaderArgs) {
  const page = packagePages.find((p) => p.slug === params.slug);
  if (!page) throw data(null, { status: 404 });
  return { ...page, reviewNoteText };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const faq = loaderData.sections.find((s) => s.kind === "faq");
  return seoMeta(rootDataFrom(matches), {
    title: `${loaderData.name} Services Package`,
    description: loaderData.description,
    path: `/packages/${loaderData.slug}`,
    jsonLd: faq ? [faqPageJsonLd(faq.items)] : [],
  });
};

export default function PackageRoute({ loaderData: page }: Route.ComponentProps) {
  // Feature sections alternate their image side: every second one puts it on the left.
  const featureIds = page.sections.filter((s) => s.kind === "feature").map((s) => s.id);
  return (
    <>
      <PackageHero page={page} />
      <Container className="space-y-16 py-12 sm:space-y-20 sm:py-16">
        <div className="max-w-3xl space-y-4 text-lg">
          {page.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {page.sections.map((section) => (
          <PackageSectionView key={section.id} section={section} flip={featureIds.indexOf(section.id) % 2 === 1} />
        ))}
        <PackageCta cta={page.cta} />
        <ReviewNote review={page.review} text={page.reviewNoteText} />
      </Container>
    </>
  );
}
