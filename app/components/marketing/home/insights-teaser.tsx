import { Link } from "react-router";
import type { Post } from "../../../../contract/api/posts.ts";
import { newestOf, type PostsRead } from "../../../lib/posts/post-list.ts";
import { postCardFields } from "../../../lib/posts/post-card-view.ts";
import { PostThumb } from "../shared/post-thumb.tsx";

export const insightsEmpty = {
  title: "No insights available yet",
  description: "Check back later for updates",
} as const;

/**
 * The Insights & Intelligence teaser body (SPEC 2.4, 4): the six newest blog posts, the first two
 * large and the next four small, the empty state, or the failure in red.
 */
export function InsightsTeaser({ state }: { state: PostsRead }) {
  if (state.status === "error") return <InsightsError message={state.message} />;
  const posts = newestOf(state.posts, "blog");
  if (posts.length === 0) return <InsightsEmpty />;
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

export function InsightsError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-card border border-danger/30 bg-danger-soft p-6 text-danger">
      {message}
    </p>
  );
}

export function InsightsEmpty() {
  return (
    <div className="rounded-card border border-dashed border-line bg-surface p-10 text-center">
      <p className="text-lg font-semibold text-ink">{insightsEmpty.title}</p>
      <p className="text-muted">{insightsEmpty.description}</p>
    </div>
  );
}

/** The large cards' list then the small cards' (each only when it has a card). */
export function TeaserGrid({ large, small }: { large: React.ReactNode[]; small: React.ReactNode[] }) {
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

// The `data-field` marks are where the content pages' script puts another post's fields.
function Label({ text }: { text: string }) {
  return (
    <span data-field="label" className="text-xs font-bold tracking-wider text-primary">
      {text}
    </span>
  );
}

export function LargeCard({ post }: { post: Post }) {
  const card = postCardFields(post, "insight");
  return (
    <Link to={card.href} data-testid="insight-large" className={cardClass}>
      <PostThumb image={post.image} className="aspect-[2/1]" />
      <div className="flex flex-1 flex-col gap-2 p-6">
        <Label text={card.label} />
        <h3
          data-field="title"
          className="line-clamp-2 h-[3.75rem] text-2xl leading-tight font-bold group-hover:underline sm:h-[3.75rem]"
        >
          {card.title}
        </h3>
        <p data-field="excerpt" className="line-clamp-2 h-12 text-muted">
          {card.excerpt}
        </p>
        <p data-field="dateText" className="mt-auto text-sm text-muted">
          {card.dateText}
        </p>
      </div>
    </Link>
  );
}

export function SmallCard({ post }: { post: Post }) {
  const card = postCardFields(post, "insight");
  return (
    <Link to={card.href} data-testid="insight-small" className={`${cardClass} ${smallLayout}`}>
      <PostThumb image={post.image} className={smallThumb} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <Label text={card.label} />
        <h3
          data-field="title"
          className="line-clamp-3 h-[4.125rem] text-base leading-snug font-semibold text-ink group-hover:underline"
        >
          {card.title}
        </h3>
        <p data-field="dateText" className="mt-auto text-sm text-muted">
          {card.dateText}
        </p>
      </div>
    </Link>
  );
}
