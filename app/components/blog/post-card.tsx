import type { Post } from "../../../contract/api/posts.ts";
import { postCardFields } from "../../lib/posts/post-card-view.ts";
import { PostCover } from "./post-cover.tsx";
import { PostTitleLink } from "./post-title-link.tsx";
import { PostDate } from "./post-meta.tsx";

/**
 * A blog-list card: the whole card opens /blog/{id} (SPEC 2.10). `eager` for the first card on
 * screen. The `data-field` marks are where the content pages' script puts another post's fields.
 */
export function PostCard({ post, eager = false }: { post: Post; eager?: boolean }) {
  const card = postCardFields(post, "post");
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow duration-200 hover:shadow-lg">
      <PostCover image={post.image} eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <p data-field="label" data-tone="" className={`text-xs font-bold tracking-wider uppercase ${card.tone}`}>
          {card.label}
        </p>
        <h2 className="mt-2 text-lg font-bold">
          <PostTitleLink href={card.href} title={card.title} />
        </h2>
        <p data-field="excerpt" className="mt-2 line-clamp-3 text-muted">
          {card.excerpt}
        </p>
        <p className="mt-auto flex flex-wrap gap-x-2 pt-4 text-sm text-muted">
          <span data-field="author">{card.author}</span>
          <span aria-hidden="true">·</span>
          <PostDate iso={post.created_at} />
        </p>
      </div>
    </article>
  );
}
