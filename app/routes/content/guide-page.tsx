import { contentPage } from "../../../contract/shared/page-handle.ts";
import { data } from "react-router";
import { GuideFaqGrid } from "../../components/marketing/guides/guide-faq-grid.tsx";
import { GuideReviewNotice } from "../../components/marketing/guides/guide-review-notice.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { epfoGuide } from "../../../contract/legal-content/guide-epfo.ts";
import { esicGuide } from "../../../contract/legal-content/guide-esic.ts";
import { factoryGuide } from "../../../contract/legal-content/guide-factory.ts";
import { seGuide } from "../../../contract/legal-content/guide-se.ts";
import { guideFooterText, reviewMeaning, rulesChangeNotice } from "../../../contract/legal-content/guide-pages.ts";
import {
  contactUsHi,
  guideFooterTextHi,
  reviewMeaningHi,
  rulesChangeNoticeHi,
} from "../../../contract/legal-content/hi/guide-pages.ts";
import { hindiGuides } from "../../../contract/legal-content/hi/guides.ts";
import { faqPageJsonLd } from "../../lib/json-ld.ts";
import { englishPathOf, pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { pageReview, reviewSentence } from "../../lib/review-labels.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/guide-page";

/**
 * One module serves the four guideline pages (SPEC 2.7) and their Hindi editions under /hi (issue
 * 29); the path picks the guide and the language. The page's copy is typed; its answers come from
 * the database, where staff keep them in both languages (decision 028, decision 121).
 */
const guidesByPath = new Map(
  [esicGuide, epfoGuide, seGuide, factoryGuide].map((guide) => [guide.path as string, guide]),
);
const hindiGuidesByPath = new Map(hindiGuides.map((guide) => [guide.path as string, guide]));

/** The page's words that are not the guide's own, by language (SPEC's English ones exactly). */
const pageText = {
  en: { notice: rulesChangeNotice, meaning: reviewMeaning, footerText: guideFooterText, contact: "Contact Us" },
  hi: { notice: rulesChangeNoticeHi, meaning: reviewMeaningHi, footerText: guideFooterTextHi, contact: contactUsHi },
};

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const path = englishPathOf(new URL(request.url).pathname.replace(/\/$/, ""));
  const typed = language === "hi" ? hindiGuidesByPath.get(path) : guidesByPath.get(path);
  if (!typed) throw data(null, { status: 404 });
  // The typed answers only seed the database; the page ships the stored ones.
  const { items: _seed, ...guide } = typed;
  const items = await context.get(servicesContext).guideAnswers(typed.path, language);
  const { meaning, ...text } = pageText[language];
  return {
    language,
    guide: { ...guide, items },
    ...text,
    reviewed: {
      ...pageReview(
        items.map((item) => item.review),
        language,
      ),
      meaning,
    },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(rootDataFrom(matches), {
        title: loaderData.guide.title,
        description: loaderData.guide.description,
        path: pathIn(loaderData.language, loaderData.guide.path),
        // The same answers the cards show, as plain text, each closing with its review date and sources.
        jsonLd: [
          faqPageJsonLd(
            loaderData.guide.items.map((item) => ({
              question: item.question,
              answer: `${item.answerText} ${reviewSentence(item.review, loaderData.language)}`,
              dateModified: item.review.reviewed,
              citation: item.review.sources.map((source) => source.url),
            })),
            loaderData.language,
          ),
        ],
      })
    : [];

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, notice, reviewed, footerText, contact } = loaderData;
  return (
    <>
      <PageHero eyebrow={guide.eyebrow} title={guide.title}>
        {guide.intro}
      </PageHero>
      <Container className="space-y-8 py-10 sm:py-12">
        <GuideReviewNotice lawNote={guide.lawNote} scope={guide.scope} notice={notice} reviewed={reviewed} />
        <GuideFaqGrid items={guide.items} />
        <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg text-ink" data-testid="guide-footer">
            {footerText}
          </p>
          <ButtonLink to="/contact" variant="primary">
            {contact}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
