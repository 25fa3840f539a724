import { contentPage } from "../../../contract/shared/page-handle.ts";
import { Calculator, CalendarDays, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "../../components/marketing/shared/call-to-action.tsx";
import { useToolCopy } from "../../components/tools/use-tool-copy.ts";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { telHref } from "../../../contract/shared/site.ts";
import { languageOf, linkIn, pathIn } from "../../../contract/shared/language.ts";
import { useSite } from "../../hooks/use-site.ts";
import { calendarPage, toolPages, toolsIndex, whichLawsPage } from "../../content/tools.ts";
import { toolPagesHi, toolsIndexHi } from "../../content/hi/tools.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/tools-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The index and its cards in each language; /hi/tools is the Hindi one (issue 29). */
const indexes = {
  en: { index: toolsIndex, tools: toolPages },
  hi: { index: toolsIndexHi, tools: toolPagesHi },
};

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataFrom(matches);
  const { baseUrl } = root;
  const language = languageOf(location.pathname);
  const { index, tools } = indexes[language];
  return seoMeta(root, {
    title: index.title,
    description: index.description,
    path: pathIn(language, index.path),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: index.title,
        ...(language === "hi" ? { inLanguage: "hi" } : {}),
        itemListElement: tools.map((tool, position) => ({
          "@type": "ListItem",
          position: position + 1,
          name: tool.title,
          url: `${baseUrl}${linkIn(language, tool.path)}`,
        })),
      },
    ],
  });
};

const iconOf = (path: string) =>
  path === calendarPage.path ? CalendarDays : path === whichLawsPage.path ? ListChecks : Calculator;

/** /tools: the compliance tools, one card each. */
export default function ToolsIndex() {
  const site = useSite();
  const language = useLanguage();
  const toolCopy = useToolCopy();
  const { index, tools } = indexes[language];
  return (
    <>
      <PageHero eyebrow={index.eyebrow} title={index.title}>
        {index.intro}
      </PageHero>
      <Container className="py-10 sm:py-12">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => {
            const Icon = iconOf(tool.path);
            const path = linkIn(language, tool.path);
            // A tool not yet in Hindi opens in English, and its card says so.
            const english = language !== "en" && languageOf(path) === "en";
            return (
              <li key={tool.path} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
                <Icon className="size-8 text-primary" aria-hidden="true" />
                <h2 className="mt-3 text-xl font-bold">
                  <Link to={path} hrefLang={english ? "en" : undefined} className="no-underline hover:underline">
                    {tool.title}
                  </Link>
                  {english ? <span className="text-base font-normal text-muted"> (अंग्रेज़ी में)</span> : null}
                </h2>
                <p className="mt-2 flex-1 text-base text-muted">{tool.description}</p>
              </li>
            );
          })}
        </ul>
      </Container>
      <CallToAction {...toolCopy.cta} telHref={telHref(site)} phoneDisplay={site.phone.display} />
    </>
  );
}
