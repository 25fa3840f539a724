import { Link } from "react-router";
import type { BlogFilter } from "../../lib/posts/post-list.ts";

// The pressed look comes from aria-pressed, so the content pages' script changes only the attribute.
const tab =
  "inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink no-underline transition-colors not-aria-pressed:hover:border-primary not-aria-pressed:hover:text-primary aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white";

/**
 * The blog list's filter tabs (SPEC 2.10): All and Blog filter in place (`data-filter` for the
 * content pages' script); Case Studies and Review are their own pages, so they are links.
 */
export function FilterTabs({ active, onChange }: { active: BlogFilter; onChange: (filter: BlogFilter) => void }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Filter articles">
      {(["all", "blog"] as const).map((filter) => (
        <button
          key={filter}
          type="button"
          data-filter={filter}
          aria-pressed={active === filter}
          className={tab}
          onClick={() => onChange(filter)}
        >
          {filter === "all" ? "All" : "Blog"}
        </button>
      ))}
      <Link to="/case-studies" className={tab}>
        Case Studies
      </Link>
      <Link to="/review" className={tab}>
        Review
      </Link>
    </div>
  );
}
