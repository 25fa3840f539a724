import { memo } from "react";
import { dotLabel } from "../../../lib/carousel-labels.ts";
import { useLanguage } from "../../../lib/i18n/language-context.ts";

/**
 * Dot buttons that jump to an item of a carousel; the current one is marked for assistive tech.
 * Memoised: the hero re-renders on every progress tick, the dots only when the slide changes.
 */
export const CarouselDots = memo(function CarouselDots({
  count,
  current,
  onSelect,
  label,
  tone = "light",
  className = "",
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  /** e.g. "Show slide": each dot reads "Show slide 2 of 3". */
  label: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const language = useLanguage();
  const idle = tone === "dark" ? "bg-white/50" : "bg-line";
  const active = tone === "dark" ? "group-aria-[current=true]:bg-accent" : "group-aria-[current=true]:bg-primary";
  return (
    <div className={`flex items-center justify-center gap-1 ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => onSelect(index)}
          aria-label={dotLabel(label, index, count, language)}
          aria-current={index === current ? "true" : undefined}
          data-dot
          className="group grid size-8 place-items-center rounded-full"
        >
          {/* Styled from aria-current, so the content pages' script moves the dot by that attribute alone. */}
          <span
            aria-hidden="true"
            className={`block h-2.5 w-2.5 rounded-full transition-all duration-200 group-aria-[current=true]:w-6 ${idle} ${active}`}
          />
        </button>
      ))}
    </div>
  );
});
