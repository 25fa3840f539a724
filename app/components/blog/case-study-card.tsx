import { Clock } from "lucide-react";
import type { Post } from "../../../contract/api/posts.ts";
import { postCardFields } from "../../lib/posts/post-card-view.ts";
import { PostCover } from "./post-cover.tsx";
import { PostTitleLink } from "./post-title-link.tsx";

/**
 * A case-study card (SPEC 2.10): cover, title, excerpt clamped to 2 lines, the fixed 5 min read
 * label. `eager` for the first card on screen (its cover is likely the largest paint).
 */
export function CaseStudyCard({ post, eager = false }: { post: Post; eager?: boolean }) {
  const card = postCardFields(post, "case-study");
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow duration-200 hover:shadow-lg">
      <PostCover image={post.image} eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold tracking-wider text-primary uppercase">Case study</p>
        <h2 className="mt-2 text-lg font-bold">
          <PostTitleLink href={card.href} title={card.title} />
        </h2>
        <p data-field="excerpt" className="mt-2 line-clamp-2 text-muted">
          {card.excerpt}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-sm text-muted">
          <span data-field="author">{card.author}</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />5 min read
          </span>
        </p>
      </div>
    </article>
  );
}
