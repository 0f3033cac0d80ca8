import type { EmblaCarouselType } from 'embla-carousel';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion.ts';

/**
 * An Embla carousel on a prerendered viewport: looping, auto-advancing every `delay` ms
 * and pausing while the pointer is over it (no autoplay under reduced motion). Embla is
 * loaded after the page shows, so it adds nothing to the first load.
 */
export function useCarousel(viewport: RefObject<HTMLElement | null>, delay: number) {
  const reduced = useReducedMotion();
  const embla = useRef<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let cancelled = false;
    let api: EmblaCarouselType | null = null;
    Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled) return;
        const plugins = reduced
          ? []
          : [Autoplay({ delay, stopOnMouseEnter: true, stopOnInteraction: false })];
        api = EmblaCarousel(node, { loop: true, align: 'start' }, plugins);
        embla.current = api;
        const onSelect = () => setSelected(api?.selectedScrollSnap() ?? 0);
        api.on('select', onSelect);
        api.on('reInit', onSelect);
        setReady(true);
      },
      // Offline or a failed chunk: the slides stay as a plain scrollable row.
      () => undefined,
    );
    return () => {
      cancelled = true;
      api?.destroy();
      embla.current = null;
      setReady(false);
    };
  }, [viewport, delay, reduced]);

  const prev = useCallback(() => embla.current?.scrollPrev(), []);
  const next = useCallback(() => embla.current?.scrollNext(), []);
  return { selected, ready, prev, next };
}
