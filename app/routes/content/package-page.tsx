import { contentPage } from "../../../contract/shared/page-handle.ts";
import { data } from "react-router";
import { PackageCta } from "../../components/marketing/packages/package-cta.tsx";
import { PackageHero } from "../../components/marketing/packages/package-hero.tsx";
import { PackageSectionView } from "../../components/marketing/packages/package-section.tsx";
import { ReviewNote } from "../../components/marketing/shared/review-note.tsx";
import { Container } from "../../components/ui/container.tsx";
import { packageKeyOf, packagePageOf, type PackageSlug } from "../../../contract/content/packages.ts";
import { reviewNoteText } from "../../../contract/legal-content/service-pages.ts";
import { reviewNoteTextHi } from "../../../contract/legal-content/hi/service-pages.ts";
import { packageReviewsHi } from "../../../contract/legal-content/hi/package-reviews.ts";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { copyFor } from "../../lib/i18n/copy.ts";
import { faqPageJsonLd } from "../../lib/json-ld.ts";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/package-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/**
 * The page's copy is its content document `packages-<slug>` (issue 28); its legal review stays typed
 * (decision 102). Under /hi the document's Hindi version and the review's Hindi twin (decision 124).
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const typed = packagePageOf(params.slug);
  const key = packageKeyOf(params.slug);
  if (!typed || !key) throw data(null, { status: 404 });
  const language = requestLanguage(request);
  const copy = context.get(servicesContext).content(key, language);
  return {
    ...copy,
    slug: typed.slug,
    language,
    // The key names one of the three slugs, the review's table's keys.
    review: language === "hi" ? packageReviewsHi[key.slice("packages-".length) as PackageSlug] : typed.review,
    reviewNoteText: copyFor(language, { en: reviewNoteText, hi: reviewNoteTextHi }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const faq = loaderData.sections.find((s) => s.kind === "faq");
  return documentSeoMeta(rootDataFrom(matches), loaderData.seo, {
    path: pathIn(loaderData.language, `/packages/${loaderData.slug}`),
    jsonLd: faq ? [faqPageJsonLd(faq.items, loaderData.language)] : [],
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
