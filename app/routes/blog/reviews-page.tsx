import { useId, useState } from "react";
import { contentPage } from "../../../contract/shared/page-handle.ts";
import { PostListScreen } from "../../components/blog/post-list-screen.tsx";
import { ReviewCard } from "../../components/blog/review-card.tsx";
import { RatingOptions } from "../../components/blog/rating-options.tsx";
import { fieldClass } from "../../components/ui/text-field.tsx";
import { noFilters, readPostsForList } from "../../lib/posts/post-list.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/reviews-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), {
    title: "Customer Reviews",
    description: "What our clients say about working with us.",
    path: "/review",
  });

/** Rendered by React on the server only; the rating filter is the content pages' script's (decision 065). */
export const handle = contentPage;

export async function loader({ context }: Route.LoaderArgs) {
  return readPostsForList(context.get(servicesContext));
}

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const selectId = useId();
  const [rating, setRating] = useState("all");

  return (
    <PostListScreen
      kind="review"
      hero={{
        eyebrow: "Customer Feedback",
        title: "Customer Reviews",
        text: "What HR managers, directors and business owners say about working with us.",
      }}
      controls={
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={selectId} className="text-sm font-semibold">
            Rating
          </label>
          <select
            id={selectId}
            data-list-rating=""
            value={rating}
            onChange={(event) => setRating(event.target.value)}
            className={`${fieldClass()} max-w-48`}
          >
            <option value="all">All ratings</option>
            <RatingOptions />
          </select>
        </div>
      }
      initial={loaderData}
      filters={{ ...noFilters, rating }}
      empty={{
        title: "No reviews found",
        text: "Reviews from our clients will appear here.",
        narrowedText: "No review has this rating.",
        action: { label: "Clear filters", onClick: () => setRating("all") },
      }}
      card={(post) => <ReviewCard post={post} />}
    />
  );
}
