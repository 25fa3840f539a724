import { startTransition, useCallback, useEffect, useState } from "react";
import type { LinkDescriptor } from "react-router";
import { blogsPath, postMessages, type Post, type PostListResponse } from "../../contract/posts.ts";
import { apiRequest } from "../lib/api-client.ts";

export type PostsState =
  { status: "loading" } | { status: "error"; message: string } | { status: "loaded"; posts: Post[] };

/**
 * For the `links` of a list screen: the browser starts loading the posts with the page instead of
 * after the scripts have run, and usePosts' request is answered from that download.
 */
export const postListPreload: LinkDescriptor = {
  rel: "preload",
  href: blogsPath,
  as: "fetch",
  crossOrigin: "anonymous",
};

/**
 * The posts for the list screens, fetched in the browser after hydration (GET /api/blogs answers
 * an array whose first element is the list, newest first). `retry` is the Try Again button.
 */
export function usePosts(): { state: PostsState; retry: () => void } {
  const [state, setState] = useState<PostsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    apiRequest<PostListResponse>(blogsPath, {
      fallbackMessage: postMessages.fetchListFailed,
      signal: controller.signal,
    })
      // A transition: React renders the cards in slices that yield to the reader's input instead of
      // one long task (on the home page two lists of six arrive while the page is still hydrating).
      .then(([posts]) => startTransition(() => setState({ status: "loaded", posts: sortNewestFirst(posts) })))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error(postMessages.fetchListFailed, err);
        setState({ status: "error", message: postMessages.fetchListFailed });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/** Newest first, the higher id first on the same moment. */
export function sortNewestFirst(posts: Post[]): Post[] {
  return [...posts].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}
