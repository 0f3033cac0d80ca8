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

  it('counts from 0 even when its first frame comes seconds late (a busy machine)', () => {
    vi.useRealTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const started = performance.now();
    const frameAt = (ms: number) => act(() => frames.shift()?.(started + ms));
    const { result } = renderHook(() => useCountUp(100, true, 2000));
    frameAt(5000);
    expect(result.current).toBe(0);
    frameAt(6000);
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(100);
    frameAt(7100);
    expect(result.current).toBe(100);
    vi.unstubAllGlobals();
  });

  it('never moves with no duration (reduced motion)', () => {
    const { result } = renderHook(() => useCountUp(35, true, 0));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(35);
  });
});
