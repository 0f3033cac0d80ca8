/** What afterFirstPaint reads from the page; the browser's own objects unless a test passes others. */
export type PaintWatch = {
  /** The prerendered content: an empty root (the signed-in areas) has nothing to paint first. */
  root: Element | null;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  performance: Pick<Performance, 'getEntriesByName'>;
  Observer: typeof PerformanceObserver | undefined;
  setTimeout: (run: () => void, ms: number) => unknown;
  requestAnimationFrame: (run: () => void) => unknown;
};

/** A slow phone's first paint can take this long; past it the app starts anyway. */
const LONGEST_WAIT_MS = 3000;

/**
 * Runs `start` once the page's first content has painted (the browser's first-contentful-paint
 * entry), so that the code it loads neither competes with the stylesheet nor delays the paint.
 * It runs at once when there is nothing to paint or the tab is hidden (a hidden tab paints
 * nothing), when the tab is hidden before the paint, and after LONGEST_WAIT_MS in any case.
 * Browsers without paint timing wait for the first frame instead.
 */
export function afterFirstPaint(start: () => void, page: PaintWatch = browserPage()) {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    page.document.removeEventListener('visibilitychange', onHidden);
    start();
  };
  const onHidden = () => {
    if (page.document.visibilityState === 'hidden') run();
  };
  let observer: PerformanceObserver | undefined;

  if (!page.root?.firstChild || page.document.visibilityState === 'hidden') return run();
  if (page.performance.getEntriesByName('first-contentful-paint').length) return run();
  if (!page.Observer?.supportedEntryTypes?.includes('paint')) {
    page.requestAnimationFrame(() => page.setTimeout(run, 0));
    return;
  }
  observer = new page.Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) run();
  });
  observer.observe({ type: 'paint', buffered: true });
  page.document.addEventListener('visibilitychange', onHidden);
  page.setTimeout(run, LONGEST_WAIT_MS);
}

function browserPage(): PaintWatch {
  return {
    root: document.getElementById('root'),
    document,
    performance,
    Observer: typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    requestAnimationFrame: (run) => window.requestAnimationFrame(run),
  };
}
