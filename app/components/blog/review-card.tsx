import type { Post } from "../../../contract/api/posts.ts";
import { postCardFields } from "../../lib/posts/post-card-view.ts";
import { PostDate } from "./post-meta.tsx";
import { PostTitleLink } from "./post-title-link.tsx";
import { StarRating } from "../ui/star-rating.tsx";

/** A review card (SPEC 2.10): stars (default 5), excerpt clamped to 3 lines, author, date; opens the post. */
export function ReviewCard({ post }: { post: Post }) {
  const card = postCardFields(post, "review");
  return (
    <article className="group relative flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow duration-200 hover:shadow-lg">
      <StarRating rating={card.rating} className="size-4" />
      <h2 className="mt-3 text-lg font-bold">
        <PostTitleLink href={card.href} title={card.title} />
      </h2>
      <p data-field="excerpt" className="mt-2 line-clamp-3 text-muted">
        {card.excerpt}
      </p>
      <div className="mt-auto flex items-center gap-3 pt-5">
        <span
          aria-hidden="true"
          data-field="initial"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary"
        >
          {card.initial}
        </span>
        <p className="text-sm">
          <span data-field="author" className="block font-semibold text-ink">
            {card.author}
          </span>
          <span className="text-muted">
            <PostDate iso={post.created_at} />
          </span>
        </p>
      </div>
    </article>
  );
}
