import { useCallback, useEffect, useReducer } from "react";
import { autoRotateReducer, initialAutoRotateState } from "../lib/auto-rotate.ts";

export interface AutoRotateOptions {
  count: number;
  /** Time on one slide before it advances (SPEC 9: 10000 ms). */
  durationMs: number;
  /** How often progress advances (SPEC 9: 50 ms). */
  tickMs: number;
  /** No rotation at all, e.g. under prefers-reduced-motion. */
  disabled?: boolean;
}

/**
 * A slide index that advances on its own: progress grows every tick and the slide moves on after
 * `durationMs`. A manual previous/next resets progress and, if rotation was running, holds it for
 * twice the duration before it resumes (SPEC 4). Dots set the slide directly.
 */
export function useAutoRotate({ count, durationMs, tickMs, disabled = false }: AutoRotateOptions) {
  const [state, dispatch] = useReducer(autoRotateReducer, initialAutoRotateState);
  const rotating = state.playing && !state.held && !disabled && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => dispatch({ type: "tick", count, durationMs, tickMs }), tickMs);
    return () => clearInterval(timer);
  }, [rotating, count, durationMs, tickMs]);

  useEffect(() => {
    if (!state.held) return;
    const timer = setTimeout(() => dispatch({ type: "resume" }), durationMs * 2);
    return () => clearTimeout(timer);
  }, [state.held, state.holdId, durationMs]);

  const wasRotating = state.playing && !disabled;
  const next = useCallback(() => dispatch({ type: "step", count, delta: 1, hold: wasRotating }), [count, wasRotating]);
  const previous = useCallback(
    () => dispatch({ type: "step", count, delta: -1, hold: wasRotating }),
    [count, wasRotating],
  );
  const goTo = useCallback((index: number) => dispatch({ type: "go", index }), []);
  const setPlaying = useCallback((playing: boolean) => dispatch({ type: "set-playing", playing }), []);

  return {
    index: state.index,
    /** 0 to 1: how far the current slide is towards the next. */
    progress: Math.min(state.elapsed / durationMs, 1),
    rotating,
    playing: state.playing,
    next,
    previous,
    goTo,
    setPlaying,
  };
}
