import type { EmblaCarouselType } from 'embla-carousel';
import { inView } from 'motion';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion.ts';

/**
 * An Embla carousel on a prerendered viewport: looping, auto-advancing every `delay` ms
 * and pausing while the pointer is over it (no autoplay under reduced motion).
 */
export function useCarousel(viewport: RefObject<HTMLElement | null>, delay: number) {
  const reduced = useReducedMotion();
  const embla = useRef<EmblaCarouselType | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let cancelled = false;
    let api: EmblaCarouselType | null = null;
    const load = () =>
      Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
        ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
          if (cancelled) return;
          const plugins = reduced
            ? []
            : [Autoplay({ delay, stopOnMouseEnter: true, stopOnInteraction: false })];
          api = EmblaCarousel(node, { loop: true, align: 'start' }, plugins);
          embla.current = api;
          setReady(true);
        },
        // Offline or a failed chunk: the slides stay as a plain scrollable row.
        () => undefined,
      );
    // Loaded as the carousel nears the viewport, so a visitor who never scrolls to it pays nothing.
    const stopWatching = inView(
      node,
      () => {
        load();
        stopWatching();
      },
      { margin: '400px 0px' },
    );
    return () => {
      cancelled = true;
      stopWatching();
      api?.destroy();
      embla.current = null;
      setReady(false);
    };
  }, [viewport, delay, reduced]);

  const prev = useCallback(() => embla.current?.scrollPrev(), []);
  const next = useCallback(() => embla.current?.scrollNext(), []);
  return { ready, prev, next };
}
