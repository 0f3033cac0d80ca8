import { type ReactNode, useRef } from 'react';
import { useCarousel } from '../../lib/use-carousel.ts';

type Props<T> = {
  /** The carousel's accessible name. */
  label: string;
  items: readonly T[];
  /** Milliseconds between automatic advances. */
  intervalMs: number;
  listClassName: string;
  slideClassName: string;
  itemKey(item: T): string | number;
  renderSlide(item: T): ReactNode;
  /** The buttons (and anything else) under the slides. */
  controls(move: { prev(): void; next(): void }): ReactNode;
};

/**
 * A row of slides that advances by itself and wraps both ways (useCarousel), announced as a
 * carousel of "n of m" slides; before its script runs the row simply scrolls.
 */
export function Carousel<T>({
  label,
  items,
  intervalMs,
  listClassName,
  slideClassName,
  itemKey,
  renderSlide,
  controls,
}: Props<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const { ready, prev, next } = useCarousel(viewport, intervalMs);
  return (
    <section aria-roledescription="carousel" aria-label={label} data-ready={ready || undefined}>
      <div ref={viewport} className={`relative ${ready ? 'overflow-hidden' : 'overflow-x-auto'}`}>
        <ul className={listClassName}>
          {items.map((item, i) => (
            <li
              key={itemKey(item)}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}`}
              className={slideClassName}
            >
              {renderSlide(item)}
            </li>
          ))}
        </ul>
      </div>
      {controls({ prev, next })}
    </section>
  );
}
