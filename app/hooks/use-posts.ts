import { startTransition, useCallback, useEffect, useState } from "react";
import { fetchPosts, type PostsRead } from "../lib/posts/post-list.ts";

export type PostsState = PostsRead & { refreshing: boolean };

/**
 * A list screen's posts: first the server's read (the route loader's), then GET /api/blogs in the
 * browser, as SPEC 7 and 8 describe the screens (Loading blogs... meanwhile, the failure with Try
 * Again). The content pages' script does the same on a server-rendered page (app/browser/post-lists.ts).
 */
export function usePosts(initial: PostsRead): { state: PostsState; retry: () => void } {
  const [state, setState] = useState<PostsState>({ ...initial, refreshing: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, refreshing: true }));
    fetchPosts(controller.signal)
      // A transition: React renders the cards in slices that yield to the reader's input.
      .then((read) => startTransition(() => setState({ ...read, refreshing: false })))
      .catch(() => {}); // aborted: the screen is gone or asked again
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
