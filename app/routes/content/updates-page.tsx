import { contentPage } from "../../../contract/shared/page-handle.ts";
import { longDate } from "../../../contract/rules/calendar-dates.ts";
import { updatesFeedPath, updatesPath } from "../../../contract/legal-content/legal-updates.ts";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { pageLabel, updatesCopy as copy } from "../../content/updates.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/updates-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

export async function loader({ context }: Route.LoaderArgs) {
  return { updates: await context.get(servicesContext).legalUpdates() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), { title: copy.title, description: copy.description, path: updatesPath });

/** /updates: every change of a published legal figure, newest first (issue 27, decision 084). */
export default function UpdatesPage({ loaderData }: Route.ComponentProps) {
  const { updates } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title}>
        {copy.intro}
      </PageHero>
      <Container className="space-y-6 py-10 sm:py-12">
        <p>
          <a href={updatesFeedPath} className="text-info underline">
            {copy.feedLink}
          </a>
        </p>
        {updates.length === 0 ? (
          <p className="text-muted">{copy.empty}</p>
        ) : (
          <ol className="space-y-4">
            {updates.map((update) => (
              <li
                key={update.id}
                id={`update-${update.id}`}
                className="rounded-card border border-line bg-white p-4 shadow-card"
              >
                <article>
                  <p className="text-sm font-semibold text-muted">
                    <time dateTime={update.publishedOn}>{longDate(update.publishedOn)}</time>
                  </p>
                  <h2 className="mt-1 text-lg font-bold">{update.summary}</h2>
                  <dl className="mt-2 grid gap-x-4 gap-y-1 text-base sm:grid-cols-[8rem_1fr]">
                    <dt className="font-semibold text-muted">{copy.pagesLabel}</dt>
                    <dd>
                      {update.pages.map((path, i) => (
                        <span key={path}>
                          {i > 0 ? ", " : null}
                          <a href={path} className="text-info underline">
                            {pageLabel(path)}
                          </a>
                        </span>
                      ))}
                    </dd>
                    {update.source ? (
                      <>
                        <dt className="font-semibold text-muted">{copy.sourceLabel}</dt>
                        <dd>
                          <a href={update.source.url} className="text-info underline" rel="noopener">
                            {update.source.name}
                          </a>
                        </dd>
                      </>
                    ) : null}
                  </dl>
                </article>
              </li>
            ))}
          </ol>
        )}
      </Container>
    </>
  );
}
