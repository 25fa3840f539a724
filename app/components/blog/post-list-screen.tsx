import { LoaderCircle, RefreshCw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { postMessages, type Post } from "../../../contract/api/posts.ts";
import { usePosts } from "../../hooks/use-posts.ts";
import { blankPost } from "../../lib/posts/post-card-view.ts";
import { useContentDocument } from "../../lib/content-document.ts";
import { pageSlice, showingText, type PageSlice } from "../../lib/posts/post-display.ts";
import {
  BLOG_PAGE_SIZE,
  isNarrowed,
  selectPosts,
  type PostListFilters,
  type PostListKind,
  type PostsRead,
} from "../../lib/posts/post-list.ts";
import { Button } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { Pager } from "./pager.tsx";
import { PostNavigationSpinner } from "./post-navigation-spinner.tsx";

interface EmptyState {
  title: string;
  /** Shown when nothing was published yet. */
  text: string;
  /** Shown instead when the screen's search or rating left nothing. */
  narrowedText?: string;
  action?: { label: string; onClick: () => void };
}

interface PostListScreenProps {
  kind: PostListKind;
  hero: { eyebrow: string; title: string; text: string };
  /** The screen's filter or search, above the list. */
  controls: ReactNode;
  /** The route loader's read of the posts. */
  initial: PostsRead;
  filters: PostListFilters;
  /** The blog list's page and how to change it (it alone pages, SPEC 9). */
  paging?: { page: number; onPage: (page: number) => void };
  /** What shows when the filters leave no post. */
  empty: EmptyState;
  /** One post's card (`index` is its place on the page). */
  card: (post: Post, index: number) => ReactNode;
}

/**
 * A post list screen (the blog, case studies, reviews; SPEC 2.10, 4, 8): the heading band, the
 * screen's controls, then the cards, the empty state or the error with Try Again. The server renders
 * the posts it read; then GET /api/blogs in the browser brings them up to date, with Loading
 * blogs... meanwhile (usePosts). On a content page (decision 064) React does not run in the browser:
 * the page carries its cards, empty state, error and pager as templates, and the content pages'
 * script (app/browser/post-lists.ts) does the same from the `data-list-*` marks.
 */
export function PostListScreen({ kind, hero, controls, initial, filters, paging, empty, card }: PostListScreenProps) {
  const { state, retry } = usePosts(initial);
  const contentPage = useContentDocument() !== null;
  const shown = state.status === "loaded" ? selectPosts(kind, state.posts, filters) : [];
  const narrowed = isNarrowed(kind, filters);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        {hero.text}
      </PageHero>
      <PostNavigationSpinner />
      <Container className="min-h-[60vh] py-10" data-post-list={kind}>
        {controls}
        {/* The line is kept while empty, so the cards below do not move when it shows or hides. */}
        <div role="status" className="mt-4 min-h-7">
          <p data-list-status="" hidden={!state.refreshing} className="flex items-center gap-2 text-muted">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary motion-reduce:animate-none" />
            {postMessages.loading}
          </p>
        </div>
        <div className="mt-4" data-list-body="">
          {state.status === "error" ? (
            <ListError onRetry={retry} />
          ) : shown.length === 0 ? (
            <ListEmpty {...empty} narrowed={narrowed} />
          ) : paging ? (
            <PagedPosts posts={shown} paging={paging} card={card} />
          ) : (
            <PostGrid posts={shown} card={card} />
          )}
        </div>
        {contentPage ? <ListTemplates empty={empty} card={card} paged={paging !== undefined} /> : null}
      </Container>
    </>
  );
}

/**
 * The parts the content pages' script builds the list from: a grid with one card (filled per post),
 * the empty state, the error and the blog's footer (a pager with a current and another page).
 */
function ListTemplates({ empty, card, paged }: Pick<PostListScreenProps, "empty" | "card"> & { paged: boolean }) {
  return (
    <>
      <template data-list-template="grid">
        <PostGrid posts={[blankPost]} card={(post) => card(post, 1)} />
      </template>
      <template data-list-template="empty">
        <ListEmpty {...empty} narrowed={false} />
      </template>
      <template data-list-template="error">
        <ListError onRetry={() => {}} />
      </template>
      {paged ? (
        <template data-list-template="footer">
          <ListFooter slice={pageSlice([blankPost, blankPost], 1, 1)} onPage={() => {}} />
        </template>
      ) : null}
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

function PagedPosts({
  posts,
  paging,
  card,
}: {
  posts: Post[];
  paging: NonNullable<PostListScreenProps["paging"]>;
  card: PostListScreenProps["card"];
}) {
  const slice = pageSlice(posts, paging.page, BLOG_PAGE_SIZE);
  return (
    <>
      <PostGrid posts={slice.items} card={card} />
      <ListFooter slice={slice} onPage={paging.onPage} />
    </>
  );
}

/** The pager when there is more than one page (SPEC 9), and Showing a-b of n articles. */
function ListFooter({ slice, onPage }: { slice: PageSlice<Post>; onPage: (page: number) => void }) {
  return (
    <div className="mt-10 flex flex-col items-center gap-4">
      {slice.pageCount > 1 ? <Pager page={slice.page} pageCount={slice.pageCount} onPage={onPage} /> : null}
      <p data-list-showing="" className="text-sm text-muted">
        {showingText(slice)}
      </p>
    </div>
  );
}

function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-2xl font-bold">Oops! Something went wrong</h2>
      <p className="mt-2 text-muted">We could not load the articles. Please check your connection and try again.</p>
      <Button className="mt-6" onClick={onRetry} data-list-retry="">
        <RefreshCw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </div>
  );
}

function ListEmpty({ title, text, narrowedText, action, narrowed }: EmptyState & { narrowed: boolean }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-muted" />
      <h2 className="mt-3 text-xl font-bold">{title}</h2>
      <p data-empty-text="all" hidden={narrowed && narrowedText !== undefined} className="mt-2 text-muted">
        {text}
      </p>
      {narrowedText !== undefined ? (
        <p data-empty-text="narrowed" hidden={!narrowed} className="mt-2 text-muted">
          {narrowedText}
        </p>
      ) : null}
      {action ? (
        <Button variant="outline" className="mt-6" onClick={action.onClick} data-list-clear="">
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
