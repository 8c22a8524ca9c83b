import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeviceClass } from './device';

function resizeTo(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  vi.useFakeTimers();
  resizeTo(375, 812);
});
afterEach(() => vi.useRealTimers());

describe('useDeviceClass', () => {
  it('classifies the current width', () => {
    const { result } = renderHook(() => useDeviceClass());
    expect(result.current).toBe('phone-portrait');
  });

  it('re-evaluates only after resizing settles for 300 ms', () => {
    const { result } = renderHook(() => useDeviceClass());
    act(() => resizeTo(812, 375));
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('phone-portrait');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('phone-landscape');
    act(() => resizeTo(768, 1024));
    act(() => vi.advanceTimersByTime(200));
    act(() => resizeTo(1024, 768));
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('phone-landscape');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('tablet');
  });
});
