import { contentPage } from "../../../contract/shared/page-handle.ts";
import { AlertTriangle } from "lucide-react";
import { LicenceTable } from "../../components/marketing/licences/licence-table.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { licencesPage } from "../../../contract/legal-content/licences.ts";
import { licencesPageHi } from "../../../contract/legal-content/hi/licences.ts";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { copyFor } from "../../lib/i18n/copy.ts";
import { pageReview } from "../../lib/review-labels.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/industrial-licenses-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The page's words in each language; /hi/industrial-licenses is the Hindi one (issue 29). */
const pages = { en: licencesPage, hi: licencesPageHi };
const pageWords = {
  en: { important: "Important", englishRow: undefined },
  hi: {
    important: "महत्वपूर्ण",
    englishRow: "इस प्रविष्टि का हिन्दी अनुवाद अभी तैयार नहीं है, इसलिए यह अंग्रेज़ी में दिखाई गई है।",
  },
};

/**
 * The page's copy is typed; its rows come from the database, where staff keep them (decision 028).
 * On the Hindi page each row is its stored Hindi, or its English with a sentence where no Hindi is
 * stored (decision 126). The review date is that of the rows shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const rows = await context.get(servicesContext).licenceRows(language);
  return {
    language,
    page: copyFor(language, pages),
    path: pathIn(language, "/industrial-licenses"),
    rows,
    reviewed: pageReview(
      rows.map((row) => row.review),
      language,
    ),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(rootDataFrom(matches), {
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: loaderData.path,
      })
    : [];

export default function IndustrialLicensesPage({ loaderData }: Route.ComponentProps) {
  const { language, page, rows, reviewed } = loaderData;
  const words = pageWords[language];
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title}>
        {page.intro}
      </PageHero>
      <Container className="space-y-8 py-10 sm:py-12">
        <aside
          aria-label={words.important}
          className="flex gap-3 rounded-card border border-accent bg-accent-soft p-4 sm:p-5"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-accent-ink" aria-hidden="true" />
          <div className="space-y-2">
            <p className="font-semibold text-ink" data-testid="licence-note">
              {page.note}
            </p>
            <p className="text-sm font-semibold text-muted">
              <time dateTime={reviewed.iso}>{reviewed.label}</time>
            </p>
          </div>
        </aside>
        <LicenceTable rows={rows} columns={page.columns} caption={page.title} englishRow={words.englishRow} />
        <p className="rounded-card border border-line bg-primary-soft p-5 text-base text-ink">{page.msmeNote}</p>
        <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg text-ink">{page.cta.text}</p>
          {/* The contact page is English: a Hindi page says where its link goes. */}
          <ButtonLink to="/contact" hrefLang={language === "en" ? undefined : "en"}>
            {page.cta.button}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
