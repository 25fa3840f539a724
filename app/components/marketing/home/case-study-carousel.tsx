import { ChevronLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Post } from "../../../../contract/posts.ts";
import type { HomePosts } from "./latest-posts.tsx";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../../../hooks/use-media-query.ts";
import { cleanTag } from "../../../lib/post-display.ts";
import { CarouselDots } from "../shared/carousel-dots.tsx";
import { PostThumb } from "../shared/post-thumb.tsx";

export const caseStudiesEmpty = "No case studies found";

const arrowClass =
  "grid size-11 place-items-center rounded-full border border-line bg-white text-primary shadow-card transition-colors duration-150 hover:bg-primary-soft disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The case-study strip (SPEC 2.4, 4): category case-studies, newest first, at most six. It starts
 * empty and stays empty when the fetch fails; previous/next wrap around and dots jump.
 */
export function CaseStudyCarousel({ state }: { state: HomePosts }) {
  const items =
    state.status === "loaded" ? state.posts.filter((post) => post.category === "case-studies").slice(0, 6) : [];
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
      {count === 0 ? (
        <p className="rounded-card border border-dashed border-line bg-white p-10 text-center text-lg text-muted">
          {caseStudiesEmpty}
        </p>
      ) : (
        <>
          <div ref={viewport} data-slide-viewport className="relative overflow-hidden">
            <div className="flex gap-6">
              {items.map((post, i) => (
                <div
                  key={post.id}
                  data-slide
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  data-current={i === current ? "true" : "false"}
                  className="w-full shrink-0 sm:w-96"
                >
                  <CaseStudyCard post={post} />
                </div>
              ))}
            </div>
          </div>
          <CarouselDots count={count} current={current} onSelect={setIndex} label="Show case study" className="mt-6" />
        </>
      )}
    </div>
  );
}

function CaseStudyCard({ post }: { post: Post }) {
  const label = (cleanTag(post.tag) || "CASE STUDY").toUpperCase();
  return (
    <Link
      to={`/blog/${post.id}`}
      data-testid="case-study-card"
      className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white no-underline shadow-card transition-shadow duration-200 hover:shadow-lg"
    >
      <PostThumb image={post.image} className="aspect-[2/1]" />
      <div className="flex flex-1 flex-col gap-2 p-6">
        <span className="text-xs font-bold tracking-wider text-success">{label}</span>
        <h3 className="line-clamp-2 text-xl leading-snug font-bold group-hover:underline">
          {post.title || "Untitled Post"}
        </h3>
        <p className="line-clamp-3 text-muted">{post.excerpt}</p>
        <span className="mt-auto pt-2 font-semibold text-primary">Read the case study</span>
      </div>
    </Link>
  );
}
