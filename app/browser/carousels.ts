/** SPEC 9: desktop buttons scroll 300 px; on phones each dot is 320 px (a 300 px card plus its gap). */
const DESKTOP_STEP = 300;
const PHONE_STEP = 320;

const behavior = (): ScrollBehavior => (matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");

/** Marks one dot of a carousel as current, as CarouselDots renders it. */
function markDot(dots: HTMLElement[], current: number) {
  dots.forEach((dot, i) => {
    if (i === current) dot.setAttribute("aria-current", "true");
    else dot.removeAttribute("aria-current");
  });
}

/**
 * The case-study carousel (SPEC 2.4): previous/next wrap around, dots jump, and the strip scrolls
 * (not translates) to the card, so wide screens never show empty space. It reads the slides and the
 * current one (`data-current`) from the page at each click, so slides the home page's script builds
 * again from GET /api/blogs (home-posts.ts) work the same.
 */
export function enhanceSlideCarousels(): void {
  for (const carousel of document.querySelectorAll<HTMLElement>("[data-slide-carousel]")) {
    carousel.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const cards = [...carousel.querySelectorAll<HTMLElement>("[data-slide]")];
      const dots = [...carousel.querySelectorAll<HTMLElement>("[data-dot]")];
      const count = cards.length;
      if (!target || count === 0) return;
      const current = Math.max(
        0,
        cards.findIndex((card) => card.dataset["current"] === "true"),
      );
      const dot = target.closest<HTMLElement>("[data-dot]");
      if (target.closest("[data-carousel-previous]")) showSlide(carousel, (current - 1 + count) % count);
      else if (target.closest("[data-carousel-next]")) showSlide(carousel, (current + 1) % count);
      else if (dot) showSlide(carousel, dots.indexOf(dot));
    });
  }
}

/** Makes slide `index` the current one and scrolls the strip to it (`smooth` unless motion is reduced). */
export function showSlide(carousel: Element, index: number, scroll: ScrollBehavior = behavior()): void {
  const view = carousel.querySelector<HTMLElement>("[data-slide-viewport]");
  const cards = [...carousel.querySelectorAll<HTMLElement>("[data-slide]")];
  const card = cards[index];
  if (!view || !card) return;
  cards.forEach((slide, i) => (slide.dataset["current"] = String(i === index)));
  markDot([...carousel.querySelectorAll<HTMLElement>("[data-dot]")], index);
  view.scrollTo({ left: card.offsetLeft - view.offsetLeft, behavior: scroll });
}

/** The testimonials strip (SPEC 2.4, 9): buttons scroll 300 px, dots jump 320 px per card, scrolling moves the dot. */
export function enhanceScrollCarousels(): void {
  for (const carousel of document.querySelectorAll<HTMLElement>("[data-scroll-carousel]")) {
    const track = carousel.querySelector<HTMLElement>("[data-scroll-track]");
    const dots = [...carousel.querySelectorAll<HTMLElement>("[data-dot]")];
    if (!track) continue;
    const step = (direction: 1 | -1) => track.scrollBy({ left: direction * DESKTOP_STEP, behavior: behavior() });
    carousel.querySelector("[data-carousel-previous]")?.addEventListener("click", () => step(-1));
    carousel.querySelector("[data-carousel-next]")?.addEventListener("click", () => step(1));
    dots.forEach((dot, index) =>
      dot.addEventListener("click", () => {
        markDot(dots, index);
        track.scrollTo({ left: index * PHONE_STEP, behavior: behavior() });
      }),
    );
    track.addEventListener("scroll", () =>
      markDot(dots, Math.min(dots.length - 1, Math.round(track.scrollLeft / PHONE_STEP))),
    );
  }
}
