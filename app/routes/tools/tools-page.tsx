import { contentPage } from "../../../contract/shared/page-handle.ts";
import { Calculator, CalendarDays, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "../../components/marketing/shared/call-to-action.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { telHref } from "../../../contract/shared/site.ts";
import { useSite } from "../../hooks/use-site.ts";
import { calendarPage, toolCopy, toolPages, toolsIndex, whichLawsPage } from "../../content/tools.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/tools-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const { baseUrl } = root;
  return seoMeta(root, {
    title: toolsIndex.title,
    description: toolsIndex.description,
    path: toolsIndex.path,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: toolsIndex.title,
        itemListElement: toolPages.map((tool, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: tool.title,
          url: `${baseUrl}${tool.path}`,
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
  return (
    <>
      <PageHero eyebrow={toolsIndex.eyebrow} title={toolsIndex.title}>
        {toolsIndex.intro}
      </PageHero>
      <Container className="py-10 sm:py-12">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {toolPages.map((tool) => {
            const Icon = iconOf(tool.path);
            return (
              <li key={tool.path} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
                <Icon className="size-8 text-primary" aria-hidden="true" />
                <h2 className="mt-3 text-xl font-bold">
                  <Link to={tool.path} className="no-underline hover:underline">
                    {tool.title}
                  </Link>
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
