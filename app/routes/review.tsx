import { useId, useState } from "react";
import { PostGrid, PostListScreen } from "../components/blog/post-list-screen.tsx";
import { ReviewCard } from "../components/blog/review-card.tsx";
import { RatingOptions } from "../components/blog/rating-options.tsx";
import { fieldClass } from "../components/ui/text-field.tsx";
import { postListPreload } from "../hooks/use-posts.ts";
import { reviewRating } from "../lib/post-display.ts";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/review";

export const links: Route.LinksFunction = () => [postListPreload];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Customer Reviews",
    description: "What our clients say about working with us.",
    path: "/review",
  });

export default function ReviewPage() {
  const selectId = useId();
  const [rating, setRating] = useState("all");

  return (
    <PostListScreen
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
            value={rating}
            onChange={(event) => setRating(event.target.value)}
            className={`${fieldClass()} max-w-48`}
          >
            <option value="all">All ratings</option>
            <RatingOptions />
          </select>
        </div>
      }
      select={(posts) =>
        posts.filter(
          (post) => post.category === "review" && (rating === "all" || reviewRating(post.rating) === Number(rating)),
        )
      }
      empty={{
        title: "No reviews found",
        text: rating === "all" ? "Reviews from our clients will appear here." : "No review has this rating.",
        action: { label: "Clear filters", onClick: () => setRating("all") },
      }}
    >
      {(shown) => <PostGrid posts={shown} card={(post) => <ReviewCard post={post} />} />}
    </PostListScreen>
  );
}
