import { ChevronLeft, Pause, Play } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import type { HeroContent } from "../../../../contract/content/home-hero.ts";
import { useAutoRotate } from "../../../hooks/use-auto-rotate.ts";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../../../hooks/use-media-query.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { CarouselDots } from "../shared/carousel-dots.tsx";
import { ResponsiveImage } from "../../shared/responsive-image.tsx";
import { useLanguage } from "../../../lib/i18n/language-context.ts";
import { homePageHi } from "../../../content/hi/home.ts";
import { slideLabel } from "../../../lib/carousel-labels.ts";

const roundButton =
  "grid size-11 place-items-center rounded-full border border-white/40 bg-white/10 text-white transition-colors duration-150 hover:bg-white/20";

/**
 * The home hero (SPEC 2.4, 4): three slides that rotate every 10 s with a progress bar (desktop),
 * dots (phones), previous/next that hold rotation for twice the duration, and a pause button.
 * Rotation never starts under prefers-reduced-motion.
 *
 * The progress advances every 50 ms, so this component renders twenty times a second; the slides
 * and buttons are memoised parts that render only when their own props change, so a tick costs a
 * phone the bar and nothing else.
 */
export function HeroSlider({ hero }: { hero: HeroContent }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const { slides } = hero;
  const hi = useLanguage() === "hi" ? homePageHi : null;
  const { index, progress, rotating, playing, next, previous, goTo, setPlaying } = useAutoRotate({
    count: slides.length,
    durationMs: hero.rotateMs,
    tickMs: hero.tickMs,
    disabled: reducedMotion,
  });

  return (
    <section
      aria-roledescription={hi ? "कैरोसेल" : "carousel"}
      aria-labelledby="hero-title"
      data-rotating={rotating ? "true" : "false"}
      data-hero
      data-rotate-ms={hero.rotateMs}
      data-tick-ms={hero.tickMs}
      className="relative overflow-hidden bg-primary-strong text-white"
    >
      <Container className="pt-10 pb-8 sm:pt-14 lg:pt-16">
        <h1 id="hero-title" className="mb-6 text-sm font-semibold tracking-wider text-accent uppercase">
          {hero.title}
        </h1>
        <HeroSlides slides={slides} index={index} rotating={rotating} />
        <div className="mt-8 flex items-center gap-4">
          <StepButton direction="previous" onClick={previous} hi={hi} />
          <div
            aria-hidden="true"
            data-testid="hero-progress"
            className="hidden h-1 flex-1 overflow-hidden rounded-full bg-white/20 md:block"
          >
            <div data-hero-progress className="h-full bg-accent" style={{ width: `${progress * 100}%` }} />
          </div>
          <CarouselDots
            count={slides.length}
            current={index}
            onSelect={goTo}
            label={hi ? hi.showSlide : "Show slide"}
            tone="dark"
            className="flex-1 md:hidden"
          />
          <StepButton direction="next" onClick={next} hi={hi} />
          {reducedMotion ? null : <PlayButton playing={playing} setPlaying={setPlaying} hi={hi} />}
        </div>
      </Container>
    </section>
  );
}

const HeroSlides = memo(function HeroSlides({
  slides,
  index,
  rotating,
}: {
  slides: HeroContent["slides"];
  index: number;
  rotating: boolean;
}) {
  const language = useLanguage();
  return (
    <div className="grid" data-hero-slides aria-live={rotating ? "off" : "polite"}>
      {slides.map((slide, i) => {
        const current = i === index;
        return (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={language === "hi" ? "स्लाइड" : "slide"}
            aria-label={`${slideLabel(i, slides.length, language)}: ${slide.industry}`}
            aria-hidden={current ? undefined : true}
            inert={!current}
            data-testid="hero-slide"
            data-current={current ? "true" : "false"}
            className="col-start-1 row-start-1 grid items-center gap-8 transition-[opacity,visibility] duration-300 data-[current=false]:invisible data-[current=false]:opacity-0 md:grid-cols-2 lg:gap-12"
          >
            <div>
              {slide.tag ? (
                <Link
                  to={slide.tag.to}
                  className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white no-underline ring-1 ring-white/30 hover:bg-white/20"
                >
                  {slide.tag.label}
                </Link>
              ) : null}
              <p className="text-3xl leading-tight font-bold text-white sm:text-4xl lg:text-5xl">{slide.heading}</p>
              <p className="mt-4 max-w-xl text-lg text-white/85">{slide.description}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                {slide.buttons.map((button) => (
                  <ButtonLink
                    key={button.label}
                    to={button.to}
                    size="lg"
                    variant={button.variant}
                    className={
                      button.variant === "outline" ? "border-white! bg-transparent! text-white! hover:bg-white/10!" : ""
                    }
                  >
                    {button.label}
                  </ButtonLink>
                ))}
              </div>
            </div>
            {slide.image.markup ? (
              <div
                role="img"
                aria-label={slide.image.alt}
                className="hidden aspect-[4/3] w-full overflow-hidden rounded-card md:block [&>svg]:size-full"
                dangerouslySetInnerHTML={{ __html: slide.image.markup }}
              />
            ) : (
              <ResponsiveImage
                image={slide.image}
                size={{ width: 640, height: 480 }}
                sizes="(min-width: 80rem) 40rem, 50vw"
                loading={i === 0 ? "eager" : "lazy"}
                className="hidden h-auto w-full rounded-card md:block"
              />
            )}
          </div>
        );
      })}
    </div>
  );
});

const StepButton = memo(function StepButton({
  direction,
  onClick,
  hi,
}: {
  direction: "previous" | "next";
  onClick: () => void;
  hi: typeof homePageHi | null;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-hero-previous={direction === "previous" ? "" : undefined}
      data-hero-next={direction === "next" ? "" : undefined}
      aria-label={direction === "previous" ? (hi?.previousSlide ?? "Previous slide") : (hi?.nextSlide ?? "Next slide")}
      className={roundButton}
    >
      <ChevronLeft aria-hidden="true" className={direction === "previous" ? "size-5" : "size-5 rotate-180"} />
    </button>
  );
});

const PlayButton = memo(function PlayButton({
  playing,
  setPlaying,
  hi,
}: {
  playing: boolean;
  setPlaying: (playing: boolean) => void;
  hi: typeof homePageHi | null;
}) {
  return (
    <button
      type="button"
      onClick={() => setPlaying(!playing)}
      aria-label={playing ? (hi?.pause ?? "Pause slideshow") : (hi?.play ?? "Play slideshow")}
      data-hero-play
      // The content pages' script names the button in the page's language (Hindi only).
      data-pause-label={hi?.pause}
      data-play-label={hi?.play}
      data-playing={playing ? "true" : "false"}
      className={`group ${roundButton}`}
    >
      {/* Both icons, shown by data-playing, so the content pages' script switches them by that attribute. */}
      <Pause aria-hidden="true" className="size-5 group-data-[playing=false]:hidden" />
      <Play aria-hidden="true" className="size-5 group-data-[playing=true]:hidden" />
    </button>
  );
});
