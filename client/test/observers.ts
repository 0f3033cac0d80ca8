// jsdom has neither IntersectionObserver nor ResizeObserver; carousels and near-viewport
// sections use both. Stub them with `vi.stubGlobal`.

/** Observes nothing: nothing ever intersects or resizes. */
export class NoopObserver {
  observe(_target?: Element) {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Every observed element is in view at once. */
export class InViewObserver extends NoopObserver {
  constructor(private readonly report: IntersectionObserverCallback) {
    super();
  }
  override observe(target: Element) {
    queueMicrotask(() =>
      this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never),
    );
  }
}
