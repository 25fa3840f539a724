import { BadgeCheck, ChevronLeft } from "lucide-react";
import { useRef, useState } from "react";
import type { TestimonialsContent } from "../../../../contract/content/home-testimonials.ts";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../../../hooks/use-media-query.ts";
import { Container } from "../../ui/container.tsx";
import { CarouselDots } from "../shared/carousel-dots.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";
import { StarRating } from "../../ui/star-rating.tsx";
import { useLanguage } from "../../../lib/i18n/language-context.ts";
import { homePageHi } from "../../../content/hi/home.ts";

/** SPEC 9: desktop buttons scroll 300 px; on phones each dot is 320 px (a 300 px card plus its gap). */
const DESKTOP_STEP = 300;
const PHONE_STEP = 320;

const arrowClass =
  "grid size-11 place-items-center rounded-full border border-line bg-white text-primary shadow-card transition-colors duration-150 hover:bg-primary-soft";

/** The testimonials strip (SPEC 2.4): a scrollable row of review cards. */
export function TestimonialsCarousel({ content }: { content: TestimonialsContent }) {
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const behavior: ScrollBehavior = reducedMotion ? "auto" : "smooth";
  const count = content.items.length;

  const scrollByStep = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * DESKTOP_STEP, behavior });
  const jumpTo = (index: number) => {
    setActive(index);
    track.current?.scrollTo({ left: index * PHONE_STEP, behavior });
  };
  const onScroll = () => {
    const left = track.current?.scrollLeft ?? 0;
    setActive(Math.min(count - 1, Math.round(left / PHONE_STEP)));
  };

  const hi = useLanguage() === "hi" ? homePageHi : null;
  return (
    <section aria-labelledby="testimonials-title" data-scroll-carousel className="bg-surface py-16 sm:py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="testimonials-title"
            eyebrow={content.eyebrow}
            title={content.title}
            description={content.subtitle}
          />
          <div className="hidden gap-3 md:flex">
            <button
              type="button"
              onClick={() => scrollByStep(-1)}
              data-carousel-previous
              aria-label={hi ? hi.scrollLeft : "Scroll testimonials left"}
              className={arrowClass}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => scrollByStep(1)}
              data-carousel-next
              aria-label={hi ? hi.scrollRight : "Scroll testimonials right"}
              className={arrowClass}
            >
              <ChevronLeft aria-hidden="true" className="size-5 rotate-180" />
            </button>
          </div>
        </div>
        {content.sampleNote ? (
          <p className="mt-4 text-sm font-semibold text-ink" data-testid="testimonials-sample-note">
            {content.sampleNote}
          </p>
        ) : null}
        <ul
          ref={track}
          onScroll={onScroll}
          tabIndex={0}
          aria-label={hi ? hi.testimonials : "Client testimonials"}
          data-testid="testimonials-track"
          data-scroll-track
          className="mt-10 flex snap-x snap-mandatory gap-5 md:snap-none overflow-x-auto scroll-smooth pb-4 [scrollbar-width:thin] motion-reduce:scroll-auto"
        >
          {content.items.map((item) => (
            <li key={item.id} className="w-[300px] shrink-0 snap-start md:w-[360px]">
              <figure className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
                <div className="flex items-center justify-between gap-3">
                  <StarRating rating={item.rating} />
                  {content.sampleLabel ? (
                    <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-ink">
                      {content.sampleLabel}
                    </span>
                  ) : null}
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
                    <BadgeCheck aria-hidden="true" className="size-4" /> {hi ? hi.verifiedReview : "Verified Review"}
                  </span>
                </div>
                <span aria-hidden="true" className="mt-4 h-6 font-serif text-5xl leading-none text-accent-strong">
                  “
                </span>
                <blockquote className="mt-2 flex-1 text-ink">
                  <p>{item.content}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-4">
                  <span
                    aria-hidden="true"
                    className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-lg font-bold text-white"
                  >
                    {item.author.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{item.author}</span>
                    <span className="block text-sm text-muted">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <CarouselDots
          count={count}
          current={active}
          onSelect={jumpTo}
          label={hi ? hi.showTestimonial : "Show testimonial"}
          className="mt-4 md:hidden"
        />
      </Container>
    </section>
  );
}
