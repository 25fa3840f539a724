import { ChevronLeft } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Link } from "react-router";
import type { Post } from "../../../../contract/api/posts.ts";
import { newestOf, type PostsRead } from "../../../lib/posts/post-list.ts";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../../../hooks/use-media-query.ts";
import { caseStudyDotLabel, slideLabel } from "../../../lib/carousel-labels.ts";
import { postCardFields } from "../../../lib/posts/post-card-view.ts";
import { CarouselDots } from "../shared/carousel-dots.tsx";
import { PostThumb } from "../shared/post-thumb.tsx";

export const caseStudiesEmpty = "No case studies found";

const arrowClass =
  "grid size-11 place-items-center rounded-full border border-line bg-white text-primary shadow-card transition-colors duration-150 hover:bg-primary-soft disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The case-study strip (SPEC 2.4, 4): category case-studies, newest first, at most six. It starts
 * empty and stays empty when the fetch fails; previous/next wrap around and dots jump.
 */
export function CaseStudyCarousel({ state, templates }: { state: PostsRead; templates?: ReactNode }) {
  const items = state.status === "loaded" ? newestOf(state.posts, "case-studies") : [];
  const [index, setIndex] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const count = items.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  useEffect(() => {
    const view = viewport.current;
    const card = view?.querySelectorAll<HTMLElement>("[data-slide]")[current];
    if (!view || !card) return;
    // Scrolling (not translating) clamps at the end, so wide screens never show empty space.
    view.scrollTo({ left: card.offsetLeft - view.offsetLeft, behavior: reducedMotion ? "auto" : "smooth" });
  }, [current, reducedMotion]);

  const move = (delta: 1 | -1) => setIndex((current + delta + count) % count);

  return (
    <div aria-roledescription="carousel" aria-label="Case studies" role="region" data-slide-carousel>
      <div className="mb-6 flex justify-end gap-3">
        <button
          type="button"
          onClick={() => move(-1)}
          data-carousel-previous
          disabled={count === 0}
          aria-label="Previous case study"
          className={arrowClass}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => move(1)}
          data-carousel-next
          disabled={count === 0}
          aria-label="Next case study"
          className={arrowClass}
        >
          <ChevronLeft aria-hidden="true" className="size-5 rotate-180" />
        </button>
      </div>
      <div data-carousel-body="">
        {count === 0 ? (
          <CarouselEmpty />
        ) : (
          <Slides posts={items} current={current} onSelect={setIndex} viewport={viewport} />
        )}
      </div>
      {templates}
    </div>
  );
}

export function CarouselEmpty() {
  return (
    <p className="rounded-card border border-dashed border-line bg-white p-10 text-center text-lg text-muted">
      {caseStudiesEmpty}
    </p>
  );
}

/** The strip of slides and its dots (the content pages' script repeats the first slide and dot). */
export function Slides({
  posts,
  current,
  onSelect,
  viewport,
}: {
  posts: Post[];
  current: number;
  onSelect: (index: number) => void;
  viewport?: RefObject<HTMLDivElement | null>;
}) {
  return (
    <>
      <div ref={viewport} data-slide-viewport className="relative overflow-hidden">
        <div className="flex gap-6">
          {posts.map((post, i) => (
            <div
              key={post.id}
              data-slide
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, posts.length)}
              data-current={i === current ? "true" : "false"}
              className="w-full shrink-0 sm:w-96"
            >
              <CaseStudyCard post={post} />
            </div>
          ))}
        </div>
      </div>
      <CarouselDots
        count={posts.length}
        current={current}
        onSelect={onSelect}
        label={caseStudyDotLabel}
        className="mt-6"
      />
    </>
  );
}

function CaseStudyCard({ post }: { post: Post }) {
  const card = postCardFields(post, "slide");
  return (
    <Link
      to={card.href}
      data-testid="case-study-card"
      className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white no-underline shadow-card transition-shadow duration-200 hover:shadow-lg"
    >
      <PostThumb image={post.image} className="aspect-[2/1]" />
      <div className="flex flex-1 flex-col gap-2 p-6">
        <span data-field="label" className="text-xs font-bold tracking-wider text-success">
          {card.label}
        </span>
        <h3 data-field="title" className="line-clamp-2 text-xl leading-snug font-bold group-hover:underline">
          {card.title}
        </h3>
        <p data-field="excerpt" className="line-clamp-3 text-muted">
          {card.excerpt}
        </p>
        <span className="mt-auto pt-2 font-semibold text-primary">Read the case study</span>
      </div>
    </Link>
  );
}
