const STAR = "M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z";

/** A 1-5 star rating, read out once as "Rated N out of 5" (testimonials and review cards). */
export function StarRating({ rating, className = "size-5" }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={`${className} ${n <= rating ? "fill-accent" : "fill-line"}`}
        >
          <path d={STAR} />
        </svg>
      ))}
    </div>
  );
}
