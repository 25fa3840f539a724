import { Star } from "lucide-react";

/** A 1-5 star rating, read out once as "Rated N out of 5". */
export function StarRating({ rating, className = "size-5" }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`${className} ${n <= rating ? "fill-accent text-accent" : "text-line"}`} />
      ))}
    </div>
  );
}
