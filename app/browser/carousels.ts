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
 * (not translates) to the card, so wide screens never show empty space.
 */
export function enhanceSlideCarousels(): void {
  for (const carousel of document.querySelectorAll<HTMLElement>("[data-slide-carousel]")) {
    const view = carousel.querySelector<HTMLElement>("[data-slide-viewport]");
    const cards = [...carousel.querySelectorAll<HTMLElement>("[data-slide]")];
    const dots = [...carousel.querySelectorAll<HTMLElement>("[data-dot]")];
    const count = cards.length;
    if (!view || count === 0) continue;
    let current = 0;
    const show = (index: number) => {
      current = index;
      cards.forEach((card, i) => (card.dataset["current"] = String(i === index)));
      markDot(dots, index);
      const card = cards[index]!;
      view.scrollTo({ left: card.offsetLeft - view.offsetLeft, behavior: behavior() });
    };
    carousel
      .querySelector("[data-carousel-previous]")
      ?.addEventListener("click", () => show((current - 1 + count) % count));
    carousel.querySelector("[data-carousel-next]")?.addEventListener("click", () => show((current + 1) % count));
    dots.forEach((dot, i) => dot.addEventListener("click", () => show(i)));
  }
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
