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
import { reviewNoteText, servicePages } from "../../../contract/legal-content/service-pages.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/service-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The page's copy is typed; its legal lists (points, laws, review) come from the database, where staff keep them (decision 028). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const typed = servicePages.find((p) => p.slug === params.slug);
  if (!typed) throw data(null, { status: 404 });
  const stored = await context.get(servicesContext).serviceLegalList(typed.slug);
  if (!stored) throw data(null, { status: 404 });
  const page = { ...typed, points: stored.points, laws: stored.laws, review: stored.review };
  return { page, steps: page.layout === "steps" ? recruitmentSteps : [], reviewNoteText };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(rootDataFrom(matches), {
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: `/services/${loaderData.page.slug}`,
      })
    : [];

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
            <img
              src={page.illustration.src}
              alt={page.illustration.alt}
              width={480}
              height={360}
              loading="lazy"
              className="h-auto w-full rounded-card border border-line bg-white"
            />
            <LawsCard laws={page.laws} />
          </div>
        </div>
        <div className="mt-12">
          {page.layout === "call" ? (
            <CallExperts heading={page.call.heading} text={page.call.text} />
          ) : (
            <ContactSection heading={page.contact.heading} text={page.contact.text} />
          )}
        </div>
        <div className="mt-8">
          <ReviewNote review={page.review} text={reviewNoteText} />
        </div>
      </Container>
    </>
  );
}
