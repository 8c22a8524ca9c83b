import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_DELAY_MS, SKELETON_MIN_MS } from '@sportkarta/contract/config/timings';
import { useDelayedFlag, useMinimumDuration } from './delayed';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDelayedFlag', () => {
  it('turns true only after the delay', () => {
    const { result } = renderHook(({ active }) => useDelayedFlag(active, LOADER_DELAY_MS), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never turns true for a load shorter than the delay, and restarts next time', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 1000), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(800));
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(800));
    expect(result.current).toBe(false);
  });

  it('turns false at once when the work ends', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 1000), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ active: false });
    expect(result.current).toBe(false);
  });
});

describe('useMinimumDuration', () => {
  it('stays true for the minimum even if the work ends sooner', () => {
    const { result, rerender } = renderHook(
      ({ active }) => useMinimumDuration(active, SKELETON_MIN_MS),
      {
        initialProps: { active: false },
      },
    );
    expect(result.current).toBe(false);
    rerender({ active: true });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(129));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('follows the work when it lasts longer than the minimum', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDuration(active, 150), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });
});
