import { Star } from "lucide-react";

/** A 1-5 star rating with its value for screen readers. */
export function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`size-4 ${n <= rating ? "fill-accent text-accent-strong" : "text-line"}`} />
      ))}
    </p>
  );
}

/** The <option>s of a rating select, best first: "5 stars" ... "1 star". */
export function RatingOptions() {
  return [5, 4, 3, 2, 1].map((n) => (
    <option key={n} value={n}>
      {n} {n === 1 ? "star" : "stars"}
    </option>
  ));
}
