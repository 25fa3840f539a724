import { LoaderCircle, RefreshCw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { postMessages, type Post } from "../../../contract/posts.ts";
import { usePosts } from "../../hooks/use-posts.ts";
import { Button } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { PostNavigationSpinner } from "./post-navigation-spinner.tsx";

interface EmptyState {
  title: string;
  text?: string;
  action?: { label: string; onClick: () => void };
}

interface PostListScreenProps {
  hero: { eyebrow: string; title: string; text: string };
  /** The screen's filter or search, above the list. */
  controls: ReactNode;
  /** The loaded posts this screen shows, in order. */
  select: (posts: Post[]) => Post[];
  /** What shows when `select` leaves none. */
  empty: EmptyState;
  /** The selected posts as cards (see PostGrid). */
  children: (posts: Post[]) => ReactNode;
}

/**
 * A post list screen (the blog, case studies, reviews; SPEC 2.10, 4, 8): the heading band, the
 * screen's controls, then Loading..., the error with Try Again, the empty state or the cards.
 * The posts are read in the browser after hydration (usePosts).
 */
export function PostListScreen({ hero, controls, select, empty, children }: PostListScreenProps) {
  const { state, retry } = usePosts();
  const shown = state.status === "loaded" ? select(state.posts) : [];
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        {hero.text}
      </PageHero>
      <PostNavigationSpinner />
      <Container className="min-h-[60vh] py-10">
        {controls}
        <div className="mt-8">
          {state.status === "loading" ? <ListLoading /> : null}
          {state.status === "error" ? <ListError onRetry={retry} /> : null}
          {state.status === "loaded" ? shown.length === 0 ? <ListEmpty {...empty} /> : children(shown) : null}
        </div>
      </Container>
    </>
  );
}

/** The cards of a list, three to a row on wide screens. */
export function PostGrid({ posts, card }: { posts: Post[]; card: (post: Post, index: number) => ReactNode }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id} className="flex">
          {card(post, index)}
        </li>
      ))}
    </ul>
  );
}

function ListLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-20 text-muted">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary motion-reduce:animate-none" />
      <p>{postMessages.loading}</p>
    </div>
  );
}

function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-2xl font-bold">Oops! Something went wrong</h2>
      <p className="mt-2 text-muted">We could not load the articles. Please check your connection and try again.</p>
      <Button className="mt-6" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </div>
  );
}

function ListEmpty({ title, text, action }: EmptyState) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-muted" />
      <h2 className="mt-3 text-xl font-bold">{title}</h2>
      {text ? <p className="mt-2 text-muted">{text}</p> : null}
      {action ? (
        <Button variant="outline" className="mt-6" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
