import { contentPage } from "../../../contract/shared/page-handle.ts";
import { data } from "react-router";
import { CallExperts } from "../../components/marketing/services/call-experts.tsx";
import { CheckList } from "../../components/marketing/services/check-list.tsx";
import { ContactSection } from "../../components/marketing/services/contact-section.tsx";
import { LawsCard } from "../../components/marketing/services/laws-card.tsx";
import { RecruitmentSteps } from "../../components/marketing/services/recruitment-steps.tsx";
import { ReviewNote } from "../../components/marketing/shared/review-note.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { recruitmentSteps } from "../../content/recruitment.ts";
import { recruitmentStepsHi } from "../../content/hi/recruitment.ts";
import { reviewNoteTextHi } from "../../../contract/legal-content/hi/service-pages.ts";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { copyFor } from "../../lib/i18n/copy.ts";
import { reviewNoteText, servicePages } from "../../../contract/legal-content/service-pages.ts";
import { servicePageKeyOf } from "../../../contract/content/service-pages.ts";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/service-page";
import { ResponsiveImage } from "../../components/shared/responsive-image.tsx";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/**
 * The page's copy is its content document `services-<slug>` (issue 28); its legal lists (points,
 * laws, review) come from the database, where staff keep them on the Services tab (decisions 028,
 * 102); its layout is typed. Under /hi the document's Hindi version and the lists' Hindi
 * translation (decisions 124, 129).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const typed = servicePages.find((p) => p.slug === params.slug);
  const key = servicePageKeyOf(params.slug);
  if (!typed || !key) throw data(null, { status: 404 });
  const language = requestLanguage(request);
  const services = context.get(servicesContext);
  const stored = await services.serviceLegalList(typed.slug, language);
  if (!stored) throw data(null, { status: 404 });
  const page = {
    ...services.content(key, language),
    slug: typed.slug,
    layout: typed.layout,
    points: stored.points,
    laws: stored.laws,
    review: stored.review,
  };
  return {
    page,
    language,
    steps: page.layout === "steps" ? copyFor(language, { en: recruitmentSteps, hi: recruitmentStepsHi }) : [],
    reviewNoteText: copyFor(language, { en: reviewNoteText, hi: reviewNoteTextHi }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  documentSeoMeta(rootDataFrom(matches), loaderData?.page.seo, {
    path: pathIn(loaderData?.language ?? "en", `/services/${loaderData?.page.slug}`),
  });

export default function ServiceRoute({ loaderData: { page, steps, reviewNoteText } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title}>
        {page.intro}
      </PageHero>
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-10">
            {page.layout === "steps" ? <RecruitmentSteps steps={steps} /> : null}
            <section aria-labelledby="points-heading">
              <h2 id="points-heading" className="text-2xl font-bold">
                {page.listHeading}
              </h2>
              <CheckList items={page.points} className="mt-6 space-y-4 text-base sm:text-lg" />
            </section>
          </div>
          <div className="grid content-start gap-6 md:grid-cols-2 md:items-start lg:grid-cols-1">
            <ResponsiveImage
              image={page.illustration}
              size={{ width: 480, height: 360 }}
              sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw"
              className="h-auto w-full rounded-card border border-line bg-white"
            />
            <LawsCard laws={page.laws} />
          </div>
        </div>
        <div className="mt-12">
          {page.layout === "call" ? (
            <CallExperts heading={page.closing.heading} text={page.closing.text} />
          ) : (
            <ContactSection heading={page.closing.heading} text={page.closing.text} />
          )}
        </div>
        <div className="mt-8">
          <ReviewNote review={page.review} text={reviewNoteText} />
        </div>
      </Container>
    </>
  );
}
