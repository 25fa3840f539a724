import { Link } from "react-router";
import type { HomeContent } from "../../../../contract/content/home-copy.ts";
import { blankPost } from "../../../lib/posts/post-card-view.ts";
import { usePosts } from "../../../hooks/use-posts.ts";
import { useContentDocument } from "../../../lib/content-document.ts";
import type { PostsRead } from "../../../lib/posts/post-list.ts";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";
import { CarouselEmpty, CaseStudyCarousel, Slides } from "./case-study-carousel.tsx";
import { InsightsEmpty, InsightsError, InsightsTeaser, LargeCard, SmallCard, TeaserGrid } from "./insights-teaser.tsx";

/**
 * The insights teaser and the case-study carousel (SPEC 2.4, 7, 8): first from the posts the home
 * loader read (newest first, or the failure), then brought up to date from GET /api/blogs in the
 * browser, as the post lists are (decision 065): by usePosts when React renders the page, by the
 * content pages' script (app/browser/home-posts.ts) from the `data-*` marks and templates here when
 * the server did.
 */
export function LatestPosts({
  insights,
  caseStudies,
  state,
}: {
  insights: HomeContent["insights"];
  caseStudies: HomeContent["caseStudies"];
  /** The posts as the home loader read them. */
  state: PostsRead;
}) {
  const { state: current } = usePosts(state);
  const contentPage = useContentDocument() !== null;
  return (
    <>
      <section aria-labelledby="insights-title" className="py-16 sm:py-20">
        <Container>
          <Heading id="insights-title" copy={insights} />
          <div className="mt-10" data-insights-body="">
            <InsightsTeaser state={current} />
          </div>
          {contentPage ? <InsightsTemplates /> : null}
        </Container>
      </section>
      <section aria-labelledby="case-studies-title" className="bg-primary-soft py-16 sm:py-20">
        <Container>
          <Heading id="case-studies-title" copy={caseStudies} />
          <div className="mt-6">
            <CaseStudyCarousel state={current} templates={contentPage ? <CarouselTemplates /> : null} />
          </div>
        </Container>
      </section>
    </>
  );
}

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

/** The teaser's parts for the content pages' script: both grids with one card, the empty state, the failure. */
function InsightsTemplates() {
  return (
    <>
      <template data-list-template="insights">
        <TeaserGrid large={[<LargeCard key={0} post={blankPost} />]} small={[<SmallCard key={0} post={blankPost} />]} />
      </template>
      <template data-list-template="insights-empty">
        <InsightsEmpty />
      </template>
      <template data-list-template="insights-error">
        <InsightsError message="" />
      </template>
    </>
  );
}

/** The strip's parts: its empty text, and one slide with its dot (in a wrapper, as two elements). */
function CarouselTemplates() {
  return (
    <>
      <template data-list-template="slides">
        <div>
          <Slides posts={[blankPost]} current={0} onSelect={() => {}} />
        </div>
      </template>
      <template data-list-template="slides-empty">
        <CarouselEmpty />
      </template>
    </>
  );
}
