import { useSyncExternalStore } from "react";

/** Whether a CSS media query matches; false on the server. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** SPEC 9: the mobile flag is true when the window is narrower than 768 px. */
export const MOBILE_QUERY = "(max-width: 767.98px)";
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
