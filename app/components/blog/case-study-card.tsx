import { Clock } from "lucide-react";
import { Link } from "react-router";
import type { Post } from "../../../contract/posts.ts";
import { PostCover } from "./post-cover.tsx";
import { postAuthor } from "./post-meta.tsx";

/** A case-study card (SPEC 2.10): cover, title, excerpt clamped to 2 lines, the fixed 5 min read label. */
export function CaseStudyCard({ post }: { post: Post }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow duration-200 hover:shadow-lg">
      <PostCover image={post.image} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold tracking-wider text-primary uppercase">Case study</p>
        <h3 className="mt-2 text-lg font-bold">
          <Link to={`/blog/${post.id}`} className="no-underline after:absolute after:inset-0 group-hover:text-primary">
            {post.title || "Untitled Post"}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-2 text-muted">
          {post.excerpt.trim() || "How we helped a client put its HR and labour-law compliance in order."}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-sm text-muted">
          <span>{postAuthor(post)}</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />5 min read
          </span>
        </p>
      </div>
    </article>
  );
}
