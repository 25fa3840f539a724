import { autoRotateReducer, initialAutoRotateState, type AutoRotateState } from "../lib/auto-rotate.ts";

/**
 * The home hero (SPEC 2.4, 4, 9) with the same state machine as the React slider: progress ticks
 * every 50 ms and the slide moves on after the duration; previous/next hold rotation for twice the
 * duration; dots jump; the play button pauses and resumes. Nothing rotates under reduced motion.
 */
export function enhanceHero(): void {
  const hero = document.querySelector<HTMLElement>("[data-hero]");
  if (!hero) return;
  const durationMs = Number(hero.dataset["rotateMs"]);
  const tickMs = Number(hero.dataset["tickMs"]);
  const slides = [...hero.querySelectorAll<HTMLElement>("[data-testid=hero-slide]")];
  const dots = [...hero.querySelectorAll<HTMLButtonElement>("[data-dot]")];
  const bar = hero.querySelector<HTMLElement>("[data-hero-progress]");
  const play = hero.querySelector<HTMLButtonElement>("[data-hero-play]");
  const live = hero.querySelector<HTMLElement>("[data-hero-slides]");
  const count = slides.length;
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (reducedMotion) play?.remove();

  let state: AutoRotateState = initialAutoRotateState;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (action: Parameters<typeof autoRotateReducer>[1]) => {
    const before = state;
    state = autoRotateReducer(state, action);
    render(before);
  };

  function render(before: AutoRotateState) {
    const rotating = state.playing && !state.held && !reducedMotion && count > 1;
    if (bar) bar.style.width = `${Math.min(state.elapsed / durationMs, 1) * 100}%`;
    if (state.index !== before.index || before === state) {
      slides.forEach((slide, i) => {
        const current = i === state.index;
        slide.dataset["current"] = String(current);
        setOrRemove(slide, "aria-hidden", !current);
        slide.inert = !current;
      });
      dots.forEach((dot, i) => setOrRemove(dot, "aria-current", i === state.index));
    }
    hero!.dataset["rotating"] = String(rotating);
    live?.setAttribute("aria-live", rotating ? "off" : "polite");
    if (play) {
      // A Hindi page's button carries its names (issue 29); English pages say these.
      const name = state.playing
        ? (play.dataset["pauseLabel"] ?? "Pause slideshow")
        : (play.dataset["playLabel"] ?? "Play slideshow");
      play.setAttribute("aria-label", name);
      play.dataset["playing"] = String(state.playing);
    }
    if (rotating && !ticker) ticker = setInterval(() => dispatch({ type: "tick", count, durationMs, tickMs }), tickMs);
    if (!rotating && ticker) {
      clearInterval(ticker);
      ticker = undefined;
    }
    if (state.held && (!before.held || state.holdId !== before.holdId)) {
      clearTimeout(holdTimer);
      holdTimer = setTimeout(() => dispatch({ type: "resume" }), durationMs * 2);
    }
  }

  const wasRotating = () => state.playing && !reducedMotion;
  hero
    .querySelector("[data-hero-previous]")
    ?.addEventListener("click", () => dispatch({ type: "step", count, delta: -1, hold: wasRotating() }));
  hero
    .querySelector("[data-hero-next]")
    ?.addEventListener("click", () => dispatch({ type: "step", count, delta: 1, hold: wasRotating() }));
  dots.forEach((dot, index) => dot.addEventListener("click", () => dispatch({ type: "go", index })));
  play?.addEventListener("click", () => dispatch({ type: "set-playing", playing: !state.playing }));
  render(state);
}

/** React's rendering of a boolean ARIA attribute that is "true" or absent. */
function setOrRemove(element: HTMLElement, name: string, on: boolean) {
  if (on) element.setAttribute(name, "true");
  else element.removeAttribute(name);
}
