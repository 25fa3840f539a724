import { Link } from "react-router";
import type { Post } from "../../../contract/posts.ts";
import { reviewRating } from "../../lib/post-display.ts";
import { PostDate } from "./post-meta.tsx";
import { StarRating } from "../ui/star-rating.tsx";

/** A review card (SPEC 2.10): stars (default 5), excerpt clamped to 3 lines, author, date; opens the post. */
export function ReviewCard({ post }: { post: Post }) {
  const author = post.author.trim() || "Anonymous";
  return (
    <article className="group relative flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow duration-200 hover:shadow-lg">
      <StarRating rating={reviewRating(post.rating)} className="size-4" />
      <h3 className="mt-3 text-lg font-bold">
        <Link to={`/blog/${post.id}`} className="no-underline after:absolute after:inset-0 group-hover:text-primary">
          {post.title || "Untitled Post"}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 text-muted">
        {post.excerpt.trim() || "This client shared their experience of working with us. Open the review to read it."}
      </p>
      <div className="mt-auto flex items-center gap-3 pt-5">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary"
        >
          {author.charAt(0).toUpperCase()}
        </span>
        <p className="text-sm">
          <span className="block font-semibold text-ink">{author}</span>
          <span className="text-muted">
            <PostDate iso={post.created_at} />
          </span>
        </p>
      </div>
    </article>
  );
}
