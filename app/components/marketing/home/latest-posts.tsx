import { Link } from "react-router";
import type { HomeContent } from "../../../content/home.ts";
import type { PostsState } from "../../../hooks/use-posts.ts";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";
import { CaseStudyCarousel } from "./case-study-carousel.tsx";
import { InsightsTeaser } from "./insights-teaser.tsx";

/**
 * The insights teaser and the case-study carousel, from the posts the home loader read (newest
 * first, or the error of SPEC 8). The page is server-rendered without the framework's scripts (decision 064), and the page
 * cache is cleared whenever posts change, so the cached page never goes stale.
 */
export function LatestPosts({
  insights,
  caseStudies,
  state,
}: {
  insights: HomeContent["insights"];
  caseStudies: HomeContent["caseStudies"];
  state: HomePosts;
}) {
  return (
    <>
      <section aria-labelledby="insights-title" className="py-16 sm:py-20">
        <Container>
          <Heading id="insights-title" copy={insights} />
          <div className="mt-10">
            <InsightsTeaser state={state} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="case-studies-title" className="bg-primary-soft py-16 sm:py-20">
        <Container>
          <Heading id="case-studies-title" copy={caseStudies} />
          <div className="mt-6">
            <CaseStudyCarousel state={state} />
          </div>
        </Container>
      </section>
    </>
  );
}

/** The posts as the home loader read them: there is no loading state on a server-rendered page. */
export type HomePosts = Exclude<PostsState, { status: "loading" }>;

function Heading({ id, copy }: { id: string; copy: HomeContent["insights"] }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-6">
      <SectionHeading id={id} eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
      <Link to={copy.link.to} className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
        {copy.link.label} <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}
