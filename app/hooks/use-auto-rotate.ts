import { useCallback, useEffect, useReducer } from "react";

export interface AutoRotateOptions {
  count: number;
  /** Time on one slide before it advances (SPEC 9: 10000 ms). */
  durationMs: number;
  /** How often progress advances (SPEC 9: 50 ms). */
  tickMs: number;
  /** No rotation at all, e.g. under prefers-reduced-motion. */
  disabled?: boolean;
}

export interface AutoRotateState {
  index: number;
  /** Milliseconds spent on the current slide. */
  elapsed: number;
  /** The visitor's play/pause choice. */
  playing: boolean;
  /** Paused for a while after a manual previous/next. */
  held: boolean;
  /** Bumped on every manual move, so the resume timer restarts. */
  holdId: number;
}

export type AutoRotateAction =
  | { type: "tick"; count: number; durationMs: number; tickMs: number }
  | { type: "step"; count: number; delta: 1 | -1; hold: boolean }
  | { type: "go"; index: number }
  | { type: "resume" }
  | { type: "set-playing"; playing: boolean };

export const initialAutoRotateState: AutoRotateState = { index: 0, elapsed: 0, playing: true, held: false, holdId: 0 };

/** The slider's state machine (SPEC 4 "Hero slider"), pure so it can be tested without timers. */
export function autoRotateReducer(state: AutoRotateState, action: AutoRotateAction): AutoRotateState {
  switch (action.type) {
    case "tick": {
      const elapsed = state.elapsed + action.tickMs;
      if (elapsed < action.durationMs) return { ...state, elapsed };
      return { ...state, index: (state.index + 1) % action.count, elapsed: 0 };
    }
    case "step":
      return {
        ...state,
        index: (state.index + action.delta + action.count) % action.count,
        elapsed: 0,
        held: action.hold || state.held,
        holdId: action.hold ? state.holdId + 1 : state.holdId,
      };
    case "go":
      return { ...state, index: action.index, elapsed: 0 };
    case "resume":
      return { ...state, held: false };
    case "set-playing":
      return { ...state, playing: action.playing, held: false, elapsed: 0 };
  }
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
