import { ChevronLeft, ChevronRight } from "lucide-react";

const pageButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-45";

/**
 * Previous, numbered pages and next (SPEC 2.10); previous is disabled on page 1, next on the last.
 * `data-page` tells the content pages' script what each button does.
 */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        data-page="previous"
        className={`${pageButton} border-line bg-white hover:bg-surface`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </button>
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          data-page={n}
          aria-label={`Page ${n}`}
          aria-current={n === page ? "page" : undefined}
          className={`${pageButton} ${n === page ? "border-primary bg-primary text-white" : "border-line bg-white hover:bg-surface"}`}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        data-page="next"
        className={`${pageButton} border-line bg-white hover:bg-surface`}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
