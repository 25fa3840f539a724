import { useCallback, useSyncExternalStore } from "react";

// One MediaQueryList per query: its `matches` stays current, and creating one costs a style
// evaluation that the hero slider (rendering every 50 ms) would otherwise pay on each render.
const lists = new Map<string, MediaQueryList>();

function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches; false on the server. */
export function useMediaQuery(query: string): boolean {
  // Stable callbacks: a new subscribe function would make React resubscribe on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const matches = useCallback(() => mediaList(query).matches, [query]);
  return useSyncExternalStore(subscribe, matches, noMatchOnServer);
}

const noMatchOnServer = () => false;

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
