import { Search } from "lucide-react";
import { useId, useState } from "react";
import { contentPage } from "../../../contract/shared/page-handle.ts";
import { CaseStudyCard } from "../../components/blog/case-study-card.tsx";
import { PostListScreen } from "../../components/blog/post-list-screen.tsx";
import { fieldClass } from "../../components/ui/text-field.tsx";
import { noFilters, readPostsForList } from "../../lib/posts/post-list.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/case-studies-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), {
    title: "Case Studies",
    description: "How we have helped businesses fix and run their HR and labour-law compliance.",
    path: "/case-studies",
  });

/** Rendered by React on the server only; the search is the content pages' script's (decision 065). */
export const handle = contentPage;

export async function loader({ context }: Route.LoaderArgs) {
  return readPostsForList(context.get(servicesContext));
}

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const searchId = useId();
  const [query, setQuery] = useState("");

  return (
    <PostListScreen
      kind="case-studies"
      hero={{
        eyebrow: "Client work",
        title: "Case Studies",
        text: "How businesses cleared arrears, passed audits and got their licences with our help.",
      }}
      controls={
        <div className="relative max-w-md">
          <label htmlFor={searchId} className="sr-only">
            Search case studies by title or author
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            data-list-search=""
            value={query}
            placeholder="Search by title or author"
            onChange={(event) => setQuery(event.target.value)}
            className={`${fieldClass()} pl-10`}
          />
        </div>
      }
      initial={loaderData}
      filters={{ ...noFilters, query }}
      empty={{
        title: "No case studies found",
        text: "Case studies will appear here once published.",
        narrowedText: "No case study matches your search.",
        action: { label: "Clear search", onClick: () => setQuery("") },
      }}
      card={(post, index) => <CaseStudyCard post={post} eager={index === 0} />}
    />
  );
}
