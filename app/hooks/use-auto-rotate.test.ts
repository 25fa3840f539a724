// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { autoRotateReducer, initialAutoRotateState } from "../lib/auto-rotate.ts";
import { useAutoRotate } from "./use-auto-rotate.ts";

const options = { count: 3, durationMs: 10_000, tickMs: 50 };

describe("autoRotateReducer", () => {
  it("advances the slide once the elapsed time reaches the duration, wrapping around", () => {
    let state = { ...initialAutoRotateState, index: 2, elapsed: 9_950 };
    state = autoRotateReducer(state, { type: "tick", ...options });
    expect(state).toMatchObject({ index: 0, elapsed: 0 });
  });

  it("moves backwards from the first slide to the last", () => {
    const state = autoRotateReducer(
      { ...initialAutoRotateState, elapsed: 4_000 },
      { type: "step", count: 3, delta: -1, hold: true },
    );
    expect(state).toMatchObject({ index: 2, elapsed: 0, held: true, holdId: 1 });
  });

  it("does not hold when rotation was off", () => {
    const state = autoRotateReducer(initialAutoRotateState, { type: "step", count: 3, delta: 1, hold: false });
    expect(state).toMatchObject({ index: 1, held: false, holdId: 0 });
  });
});

describe("useAutoRotate", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fills progress in ticks and advances after the rotate duration", () => {
    const { result } = renderHook(() => useAutoRotate(options));
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.index).toBe(0);
    expect(result.current.progress).toBeCloseTo(0.5, 2);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.index).toBe(1);
    expect(result.current.progress).toBe(0);
  });

  it("pauses after a manual move and resumes after twice the duration", () => {
    const { result } = renderHook(() => useAutoRotate(options));
    act(() => vi.advanceTimersByTime(3_000));
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 1, progress: 0, rotating: false });
    act(() => vi.advanceTimersByTime(19_900));
    expect(result.current).toMatchObject({ index: 1, progress: 0, rotating: false });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.rotating).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(2);
  });

  it("restarts the hold when the visitor presses again", () => {
    const { result } = renderHook(() => useAutoRotate(options));
    act(() => result.current.next());
    act(() => vi.advanceTimersByTime(15_000));
    act(() => result.current.previous());
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current).toMatchObject({ index: 0, rotating: false });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.rotating).toBe(true);
  });

  it("never rotates when disabled (reduced motion), and manual moves still work", () => {
    const { result } = renderHook(() => useAutoRotate({ ...options, disabled: true }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toMatchObject({ index: 0, progress: 0, rotating: false });
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toMatchObject({ index: 0, rotating: false });
  });

  it("dots set the slide and reset progress without stopping rotation", () => {
    const { result } = renderHook(() => useAutoRotate(options));
    act(() => vi.advanceTimersByTime(4_000));
    act(() => result.current.goTo(2));
    expect(result.current).toMatchObject({ index: 2, progress: 0, rotating: true });
  });

  it("stops while the visitor has paused it", () => {
    const { result } = renderHook(() => useAutoRotate(options));
    act(() => result.current.setPlaying(false));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toMatchObject({ index: 0, rotating: false, playing: false });
  });
});
