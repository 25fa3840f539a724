import { Link } from "react-router";
import type { Post } from "../../../contract/posts.ts";
import { site } from "../../../contract/site.ts";
import { labelTone, postLabel } from "../../lib/post-display.ts";
import { PostCover } from "./post-cover.tsx";
import { PostDate, postAuthor } from "./post-meta.tsx";

/** A blog-list card: the whole card opens /blog/{id} (SPEC 2.10). `eager` for the first card on screen. */
export function PostCard({ post, eager = false }: { post: Post; eager?: boolean }) {
  const label = postLabel(post.tag);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow duration-200 hover:shadow-lg">
      <PostCover image={post.image} eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <p className={`text-xs font-bold tracking-wider uppercase ${labelTone(label, site.groupName)}`}>{label}</p>
        <h2 className="mt-2 text-lg font-bold">
          <Link to={`/blog/${post.id}`} className="no-underline after:absolute after:inset-0 group-hover:text-primary">
            {post.title || "Untitled Post"}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-muted">{post.excerpt}</p>
        <p className="mt-auto flex flex-wrap gap-x-2 pt-4 text-sm text-muted">
          <span>{postAuthor(post)}</span>
          <span aria-hidden="true">·</span>
          <PostDate iso={post.created_at} />
        </p>
      </div>
    </article>
  );
}
