import { Link } from "react-router";
import type { Post } from "../../../../contract/posts.ts";
import type { HomePosts } from "./latest-posts.tsx";
import { formatDate } from "../../../../contract/format.ts";
import { postLabel } from "../../../lib/post-display.ts";
import { PostThumb } from "../shared/post-thumb.tsx";

export const insightsEmpty = {
  title: "No insights available yet",
  description: "Check back later for updates",
} as const;

/**
 * The Insights & Intelligence teaser body (SPEC 2.4, 4): blog posts newest first, at most six, the
 * first two large and the next four small. The home loader reads the posts, so there is no loading state.
 */
export function InsightsTeaser({ state }: { state: HomePosts }) {
  if (state.status === "error") {
    return (
      <p role="alert" className="rounded-card border border-danger/30 bg-danger-soft p-6 text-danger">
        {state.message}
      </p>
    );
  }
  const posts = state.posts.filter((post) => post.category === "blog").slice(0, 6);
  if (posts.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-line bg-surface p-10 text-center">
        <p className="text-lg font-semibold text-ink">{insightsEmpty.title}</p>
        <p className="text-muted">{insightsEmpty.description}</p>
      </div>
    );
  }
  return (
    <TeaserGrid
      large={posts.slice(0, 2).map((post) => (
        <LargeCard key={post.id} post={post} />
      ))}
      small={posts.slice(2, 6).map((post) => (
        <SmallCard key={post.id} post={post} />
      ))}
    />
  );
}

function TeaserGrid({ large, small }: { large: React.ReactNode[]; small: React.ReactNode[] }) {
  return (
    <div className="space-y-6">
      {large.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2">
          {large.map((card, i) => (
            <li key={i}>{card}</li>
          ))}
        </ul>
      ) : null}
      {small.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {small.map((card, i) => (
            <li key={i}>{card}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Small cards lie on their side on phones (thumbnail left), so six posts do not make a long column. */
const smallLayout = "max-sm:flex-row";
const smallThumb = "aspect-[2/1] max-sm:aspect-auto max-sm:w-28 max-sm:shrink-0 max-sm:self-stretch";

const cardClass =
  "group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white no-underline shadow-card transition-shadow duration-200 hover:shadow-lg";

function Label({ post }: { post: Post }) {
  return <span className="text-xs font-bold tracking-wider text-primary">{postLabel(post.tag).toUpperCase()}</span>;
}

function LargeCard({ post }: { post: Post }) {
  return (
    <Link to={`/blog/${post.id}`} data-testid="insight-large" className={cardClass}>
      <PostThumb image={post.image} className="aspect-[2/1]" />
      <div className="flex flex-1 flex-col gap-2 p-6">
        <Label post={post} />
        <h3 className="line-clamp-2 h-[3.75rem] text-2xl leading-tight font-bold group-hover:underline sm:h-[3.75rem]">
          {post.title || "Untitled Post"}
        </h3>
        <p className="line-clamp-2 h-12 text-muted">{post.excerpt}</p>
        <p className="mt-auto text-sm text-muted">{formatDate(post.created_at)}</p>
      </div>
    </Link>
  );
}

function SmallCard({ post }: { post: Post }) {
  return (
    <Link to={`/blog/${post.id}`} data-testid="insight-small" className={`${cardClass} ${smallLayout}`}>
      <PostThumb image={post.image} className={smallThumb} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <Label post={post} />
        <h3 className="line-clamp-3 h-[4.125rem] text-base leading-snug font-semibold text-ink group-hover:underline">
          {post.title || "Untitled Post"}
        </h3>
        <p className="mt-auto text-sm text-muted">{formatDate(post.created_at)}</p>
      </div>
    </Link>
  );
}
