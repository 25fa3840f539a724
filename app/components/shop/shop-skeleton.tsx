/** What the server renders for per-visitor pages (cart, checkout) until the browser reads the cart. */
export function ShopSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[1fr_22rem]" data-testid="shop-skeleton">
      <div className="space-y-4">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="h-24 animate-pulse rounded-card bg-surface motion-reduce:animate-none" />
        ))}
      </div>
      <div className="hidden h-64 animate-pulse rounded-card bg-surface motion-reduce:animate-none lg:block" />
    </div>
  );
}
