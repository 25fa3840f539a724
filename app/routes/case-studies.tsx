import { Search } from "lucide-react";
import { useId, useState } from "react";
import { CaseStudyCard } from "../components/blog/case-study-card.tsx";
import { PostGrid, PostListScreen } from "../components/blog/post-list-screen.tsx";
import { fieldClass } from "../components/ui/text-field.tsx";
import { postListPreload } from "../hooks/use-posts.ts";
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
  const searchId = useId();
  const [query, setQuery] = useState("");

  return (
    <PostListScreen
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
            value={query}
            placeholder="Search by title or author"
            onChange={(event) => setQuery(event.target.value)}
            className={`${fieldClass()} pl-10`}
          />
        </div>
      }
      select={(posts) => posts.filter((post) => post.category === "case-studies" && matchesTitleOrAuthor(post, query))}
      empty={{
        title: "No case studies found",
        text: query.trim() ? "No case study matches your search." : "Case studies will appear here once published.",
        action: { label: "Clear search", onClick: () => setQuery("") },
      }}
    >
      {(shown) => <PostGrid posts={shown} card={(post) => <CaseStudyCard post={post} />} />}
    </PostListScreen>
  );
}
