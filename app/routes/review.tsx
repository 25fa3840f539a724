import { useId, useState } from "react";
import { ListEmpty, ListError, ListLoading } from "../components/blog/list-states.tsx";
import { PostNavigationSpinner } from "../components/blog/post-navigation-spinner.tsx";
import { ReviewCard } from "../components/blog/review-card.tsx";
import { RatingOptions } from "../components/blog/rating-options.tsx";
import { Container } from "../components/ui/container.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { fieldClass } from "../components/ui/text-field.tsx";
import { postListPreload, usePosts } from "../hooks/use-posts.ts";
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
  const { state, retry } = usePosts();
  const selectId = useId();
  const [rating, setRating] = useState("all");
  const reviews = state.status === "loaded" ? state.posts.filter((post) => post.category === "review") : [];
  const shown = rating === "all" ? reviews : reviews.filter((post) => reviewRating(post.rating) === Number(rating));

  return (
    <>
      <PageHero eyebrow="Customer Feedback" title="Customer Reviews">
        What HR managers, directors and business owners say about working with us.
      </PageHero>
      <PostNavigationSpinner />
      <Container className="min-h-[60vh] py-10">
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={selectId} className="text-sm font-semibold">
            Rating
          </label>
          <select id={selectId} value={rating} onChange={(event) => setRating(event.target.value)} className={`${fieldClass()} max-w-48`}>
            <option value="all">All ratings</option>
            <RatingOptions />
          </select>
        </div>
        <div className="mt-8">
          {state.status === "loading" ? <ListLoading /> : null}
          {state.status === "error" ? <ListError onRetry={retry} /> : null}
          {state.status === "loaded" && shown.length === 0 ? (
            <ListEmpty
              title="No reviews found"
              text={rating === "all" ? "Reviews from our clients will appear here." : "No review has this rating."}
              action={{ label: "Clear filters", onClick: () => setRating("all") }}
            />
          ) : null}
          {state.status === "loaded" && shown.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((post) => (
                <li key={post.id} className="flex">
                  <ReviewCard post={post} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Container>
    </>
  );
}
