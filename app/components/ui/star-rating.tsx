import { ratingLabel, starFill } from "../../lib/posts/post-display.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";

const STAR = "M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z";

/**
 * A 1-5 star rating, read out once as "Rated N out of 5" (testimonials and review cards).
 * `data-stars` marks it for the content pages' script, which sets another rating the same way.
 */
export function StarRating({ rating, className = "size-5" }: { rating: number; className?: string }) {
  const language = useLanguage();
  return (
    <div role="img" aria-label={ratingLabel(rating, language)} data-stars="" className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 24 24" aria-hidden="true" className={`${className} ${starFill(n, rating)}`}>
          <path d={STAR} />
        </svg>
      ))}
    </div>
  );
}
