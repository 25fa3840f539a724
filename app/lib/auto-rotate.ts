/**
 * The hero slider's state machine (SPEC 2.4, 9), pure so that the React hook
 * (hooks/use-auto-rotate.ts), the content pages' script (browser/enhance-hero.ts) and the tests share it.
 */
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
