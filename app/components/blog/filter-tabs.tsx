import { Link } from "react-router";

export type BlogFilter = "all" | "blog";

const tab = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold no-underline transition-colors ${
    active
      ? "border-primary bg-primary text-white"
      : "border-line bg-white text-ink hover:border-primary hover:text-primary"
  }`;

/**
 * The blog list's filter tabs (SPEC 2.10): All and Blog filter in place; Case Studies and Review
 * are their own pages, so they are links.
 */
export function FilterTabs({ active, onChange }: { active: BlogFilter; onChange: (filter: BlogFilter) => void }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Filter articles">
      <button
        type="button"
        aria-pressed={active === "all"}
        className={tab(active === "all")}
        onClick={() => onChange("all")}
      >
        All
      </button>
      <button
        type="button"
        aria-pressed={active === "blog"}
        className={tab(active === "blog")}
        onClick={() => onChange("blog")}
      >
        Blog
      </button>
      <Link to="/case-studies" className={tab(false)}>
        Case Studies
      </Link>
      <Link to="/review" className={tab(false)}>
        Review
      </Link>
    </div>
  );
}
