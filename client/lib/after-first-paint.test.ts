import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type PaintWatch } from './after-first-paint.ts';

/** A page with prerendered content, visible, that has not painted yet, and supports paint timing. */
function fakePage(over: Partial<PaintWatch> = {}) {
  const paintObservers: ((names: string[]) => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, () => void>();
  const doc = { visibilityState: 'visible' as DocumentVisibilityState };
  const disconnect = vi.fn();
  class Observer {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      paintObservers.push((names) =>
        callback({ getEntriesByName: (name) => names.filter((n) => n === name) }),
      );
    }
    observe = vi.fn();
    disconnect = disconnect;
  }
  const page: PaintWatch = {
    root: { firstChild: {} } as Element,
    document: {
      get visibilityState() {
        return doc.visibilityState;
      },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    } as unknown as PaintWatch['document'],
    performance: { getEntriesByName: () => [] } as unknown as PaintWatch['performance'],
    Observer: Observer as unknown as typeof PerformanceObserver,
    setTimeout: (run, ms) => timers.push({ run, ms }),
    requestAnimationFrame: (run) => frames.push(run),
    ...over,
  };
  return {
    page,
    doc,
    timers,
    frames,
    listeners,
    disconnect,
    paint: (...names: string[]) => {
      for (const notify of paintObservers) notify(names);
    },
  };
}

describe('afterFirstPaint', () => {
  it('starts when the first content has painted, not at the first paint of the background', () => {
    const start = vi.fn();
    const { page, paint, disconnect } = fakePage();
    afterFirstPaint(start, page);
    expect(start).not.toHaveBeenCalled();
    paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it('starts once, whatever comes after the paint', () => {
    const start = vi.fn();
    const { page, paint, timers, doc, listeners } = fakePage();
    afterFirstPaint(start, page);
    paint('first-contentful-paint');
    doc.visibilityState = 'hidden';
    listeners.get('visibilitychange')?.();
    for (const t of timers) t.run();
    expect(start).toHaveBeenCalledTimes(1);
    expect(listeners.has('visibilitychange')).toBe(false);
  });

  it('starts at once on a page with nothing prerendered, in a hidden tab, or after the paint', () => {
    const empty = vi.fn();
    afterFirstPaint(empty, fakePage({ root: { firstChild: null } as Element }).page);
    expect(empty).toHaveBeenCalledTimes(1);

    const hidden = fakePage();
    hidden.doc.visibilityState = 'hidden';
    const inHiddenTab = vi.fn();
    afterFirstPaint(inHiddenTab, hidden.page);
    expect(inHiddenTab).toHaveBeenCalledTimes(1);

    const painted = vi.fn();
    const performance = { getEntriesByName: () => [{}] } as unknown as PaintWatch['performance'];
    afterFirstPaint(painted, fakePage({ performance }).page);
    expect(painted).toHaveBeenCalledTimes(1);
  });

  it('starts when the tab is hidden before it paints, or after 3 s without a paint', () => {
    const start = vi.fn();
    const { page, doc, listeners } = fakePage();
    afterFirstPaint(start, page);
    doc.visibilityState = 'hidden';
    listeners.get('visibilitychange')?.();
    expect(start).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    const slow = fakePage();
    afterFirstPaint(late, slow.page);
    expect(slow.timers.map((t) => t.ms)).toEqual([3000]);
    slow.timers[0]?.run();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('waits for the first frame where the browser has no paint timing', () => {
    const start = vi.fn();
    const noPaintTiming = { supportedEntryTypes: ['resource'] } as unknown as typeof PerformanceObserver;
    const { page, frames, timers } = fakePage({ Observer: noPaintTiming });
    afterFirstPaint(start, page);
    expect(start).not.toHaveBeenCalled();
    frames[0]?.();
    timers[0]?.run();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
