import { useState } from "react";
import { postMessages, type Post } from "../../contract/posts.ts";
import { FilterTabs, type BlogFilter } from "../components/blog/filter-tabs.tsx";
import { ListEmpty, ListError, ListLoading } from "../components/blog/list-states.tsx";
import { Pager } from "../components/blog/pager.tsx";
import { PostCard } from "../components/blog/post-card.tsx";
import { PostNavigationSpinner } from "../components/blog/post-navigation-spinner.tsx";
import { Container } from "../components/ui/container.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { postListPreload, usePosts } from "../hooks/use-posts.ts";
import { pageSlice } from "../lib/post-display.ts";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/blog";

/** SPEC 9: six posts a page; the pager shows only when there are more. */
const PAGE_SIZE = 6;

export const links: Route.LinksFunction = () => [postListPreload];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Latest Insights & Updates",
    description: "Articles, case studies and reviews on HR, payroll and labour-law compliance in India.",
    path: "/blog",
  });

export default function BlogPage() {
  const { state, retry } = usePosts();
  const [filter, setFilter] = useState<BlogFilter>("all");
  const [page, setPage] = useState(1);

  return (
    <>
      <PageHero eyebrow="HR Knowledge Center" title="Latest Insights & Updates">
        Practical notes on payroll, ESIC, EPFO, the Labour Codes and licences, with case studies and reviews from our clients.
      </PageHero>
      <PostNavigationSpinner />
      <Container className="min-h-[60vh] py-10">
        <FilterTabs
          active={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <div className="mt-8">
          {state.status === "loading" ? <ListLoading /> : null}
          {state.status === "error" ? <ListError onRetry={retry} /> : null}
          {state.status === "loaded" ? (
            <PostGrid
              posts={filter === "all" ? state.posts : state.posts.filter((post) => post.category === filter)}
              page={page}
              onPage={(next) => {
                setPage(next);
                document.getElementById("main")?.scrollIntoView({ block: "start" });
              }}
            />
          ) : null}
        </div>
      </Container>
    </>
  );
}

function PostGrid({ posts, page, onPage }: { posts: Post[]; page: number; onPage: (page: number) => void }) {
  if (posts.length === 0) return <ListEmpty title={postMessages.empty} text="New articles appear here as soon as they are published." />;
  const slice = pageSlice(posts, page, PAGE_SIZE);
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {slice.items.map((post, index) => (
          <li key={post.id} className="flex">
            <PostCard post={post} eager={index === 0} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4">
        {slice.total > PAGE_SIZE ? <Pager page={slice.page} pageCount={slice.pageCount} onPage={onPage} /> : null}
        <p className="text-sm text-muted">
          Showing {slice.from}-{slice.to} of {slice.total} articles
        </p>
      </div>
    </>
  );
}
