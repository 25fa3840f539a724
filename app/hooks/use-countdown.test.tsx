// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCountdown } from "./use-countdown.ts";

describe("useCountdown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts down from the start value to zero and stops there", () => {
    const { result } = renderHook(() => useCountdown(30));
    expect(result.current.remaining).toBe(30);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(29);
    act(() => vi.advanceTimersByTime(28_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.remaining).toBe(0);
  });

  it("restarts from the full value", () => {
    const { result } = renderHook(() => useCountdown(30));
    act(() => vi.advanceTimersByTime(31_000));
    expect(result.current.remaining).toBe(0);
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(30);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.remaining).toBe(20);
  });
});
