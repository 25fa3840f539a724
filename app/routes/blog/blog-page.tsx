import { useState } from "react";
import { contentPage } from "../../../contract/shared/page-handle.ts";
import { postMessages } from "../../../contract/api/posts.ts";
import { FilterTabs } from "../../components/blog/filter-tabs.tsx";
import { PostCard } from "../../components/blog/post-card.tsx";
import { PostListScreen } from "../../components/blog/post-list-screen.tsx";
import { noFilters, readPostsForList, type BlogFilter } from "../../lib/posts/post-list.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/blog-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), {
    title: "Latest Insights & Updates",
    description: "Articles, case studies and reviews on HR, payroll and labour-law compliance in India.",
    path: "/blog",
  });

/** Rendered by React on the server only; the list's controls are the content pages' script's (decision 065). */
export const handle = contentPage;

export async function loader({ context }: Route.LoaderArgs) {
  return readPostsForList(context.get(servicesContext));
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const [category, setCategory] = useState<BlogFilter>("all");
  const [page, setPage] = useState(1);

  return (
    <PostListScreen
      kind="blog"
      hero={{
        eyebrow: "HR Knowledge Center",
        title: "Latest Insights & Updates",
        text: "Practical notes on payroll, ESIC, EPFO, the Labour Codes and licences, with case studies and reviews from our clients.",
      }}
      controls={
        <FilterTabs
          active={category}
          onChange={(next) => {
            setCategory(next);
            setPage(1);
          }}
        />
      }
      initial={loaderData}
      filters={{ ...noFilters, category }}
      paging={{
        page,
        onPage: (next) => {
          setPage(next);
          document.getElementById("main")?.scrollIntoView({ block: "start" });
        },
      }}
      empty={{ title: postMessages.empty, text: "New articles appear here as soon as they are published." }}
      card={(post, index) => <PostCard post={post} eager={index === 0} />}
    />
  );
}
