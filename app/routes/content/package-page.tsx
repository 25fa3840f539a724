import { contentPage } from "../../../contract/shared/page-handle.ts";
import { data } from "react-router";
import { PackageCta } from "../../components/marketing/packages/package-cta.tsx";
import { PackageHero } from "../../components/marketing/packages/package-hero.tsx";
import { PackageSectionView } from "../../components/marketing/packages/package-section.tsx";
import { ReviewNote } from "../../components/marketing/shared/review-note.tsx";
import { Container } from "../../components/ui/container.tsx";
import { packageKeyOf, packagePageOf } from "../../../contract/content/packages.ts";
import { reviewNoteText } from "../../../contract/legal-content/service-pages.ts";
import { faqPageJsonLd } from "../../lib/json-ld.ts";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/package-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The page's copy is its content document `packages-<slug>` (issue 28); its legal review stays typed (decision 102). */
export function loader({ params, context }: Route.LoaderArgs) {
  const typed = packagePageOf(params.slug);
  const key = packageKeyOf(params.slug);
  if (!typed || !key) throw data(null, { status: 404 });
  const copy = context.get(servicesContext).content(key);
  return { ...copy, slug: typed.slug, review: typed.review, reviewNoteText };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const faq = loaderData.sections.find((s) => s.kind === "faq");
  return documentSeoMeta(rootDataFrom(matches), loaderData.seo, {
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
