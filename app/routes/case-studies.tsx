import { Search } from "lucide-react";
import { useId, useState } from "react";
import { CaseStudyCard } from "../components/blog/case-study-card.tsx";
import { ListEmpty, ListError, ListLoading } from "../components/blog/list-states.tsx";
import { PostNavigationSpinner } from "../components/blog/post-navigation-spinner.tsx";
import { Container } from "../components/ui/container.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { fieldClass } from "../components/ui/text-field.tsx";
import { postListPreload, usePosts } from "../hooks/use-posts.ts";
import { matchesTitleOrAuthor } from "../lib/post-display.ts";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/case-studies";

export const links: Route.LinksFunction = () => [postListPreload];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Case Studies",
    description: "How we have helped businesses fix and run their HR and labour-law compliance.",
    path: "/case-studies",
  });

export default function CaseStudiesPage() {
  const { state, retry } = usePosts();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const studies = state.status === "loaded" ? state.posts.filter((post) => post.category === "case-studies") : [];
  const shown = studies.filter((post) => matchesTitleOrAuthor(post, query));

  return (
    <>
      <PageHero eyebrow="Client work" title="Case Studies">
        How businesses cleared arrears, passed audits and got their licences with our help.
      </PageHero>
      <PostNavigationSpinner />
      <Container className="min-h-[60vh] py-10">
        <div className="relative max-w-md">
          <label htmlFor={searchId} className="sr-only">
            Search case studies by title or author
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder="Search by title or author"
            onChange={(event) => setQuery(event.target.value)}
            className={`${fieldClass()} pl-10`}
          />
        </div>
        <div className="mt-8">
          {state.status === "loading" ? <ListLoading /> : null}
          {state.status === "error" ? <ListError onRetry={retry} /> : null}
          {state.status === "loaded" && shown.length === 0 ? (
            <ListEmpty
              title="No case studies found"
              text={query.trim() ? "No case study matches your search." : "Case studies will appear here once published."}
              action={{ label: "Clear search", onClick: () => setQuery("") }}
            />
          ) : null}
          {state.status === "loaded" && shown.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((post) => (
                <li key={post.id} className="flex">
                  <CaseStudyCard post={post} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Container>
    </>
  );
}
