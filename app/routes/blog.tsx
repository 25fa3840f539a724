import { useState } from "react";
import { postMessages, type Post } from "../../contract/posts.ts";
import { FilterTabs, type BlogFilter } from "../components/blog/filter-tabs.tsx";
import { Pager } from "../components/blog/pager.tsx";
import { PostCard } from "../components/blog/post-card.tsx";
import { PostGrid, PostListScreen } from "../components/blog/post-list-screen.tsx";
import { postListPreload } from "../hooks/use-posts.ts";
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
  const [filter, setFilter] = useState<BlogFilter>("all");
  const [page, setPage] = useState(1);

  return (
    <PostListScreen
      hero={{
        eyebrow: "HR Knowledge Center",
        title: "Latest Insights & Updates",
        text: "Practical notes on payroll, ESIC, EPFO, the Labour Codes and licences, with case studies and reviews from our clients.",
      }}
      controls={
        <FilterTabs
          active={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
      }
      select={(posts) => (filter === "all" ? posts : posts.filter((post) => post.category === filter))}
      empty={{ title: postMessages.empty, text: "New articles appear here as soon as they are published." }}
    >
      {(posts) => (
        <PagedPosts
          posts={posts}
          page={page}
          onPage={(next) => {
            setPage(next);
            document.getElementById("main")?.scrollIntoView({ block: "start" });
          }}
        />
      )}
    </PostListScreen>
  );
}

function PagedPosts({ posts, page, onPage }: { posts: Post[]; page: number; onPage: (page: number) => void }) {
  const slice = pageSlice(posts, page, PAGE_SIZE);
  return (
    <>
      <PostGrid posts={slice.items} card={(post, index) => <PostCard post={post} eager={index === 0} />} />
      <div className="mt-10 flex flex-col items-center gap-4">
        {slice.total > PAGE_SIZE ? <Pager page={slice.page} pageCount={slice.pageCount} onPage={onPage} /> : null}
        <p className="text-sm text-muted">
          Showing {slice.from}-{slice.to} of {slice.total} articles
        </p>
      </div>
    </>
  );
}
