import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up.ts';

describe('useCountUp', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the figure until started, then counts from 0 to it after the delay', () => {
    const { result, rerender } = renderHook(({ start }) => useCountUp(100, start, 2000, 200), {
      initialProps: { start: false },
    });
    expect(result.current).toBe(100);
    rerender({ start: true });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1050));
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(100);
    act(() => vi.advanceTimersByTime(1100));
    expect(result.current).toBe(100);
  });

  it('never moves with no duration (reduced motion)', () => {
    const { result } = renderHook(() => useCountUp(35, true, 0));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(35);
  });
});
