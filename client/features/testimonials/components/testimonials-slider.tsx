import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import type { TestimonialCard as Card } from '../api/get-testimonials.ts';
import { TestimonialCard } from './testimonial-card.tsx';

const AUTOPLAY_MS = 5000;
// Embla's duration is a physics factor, not milliseconds: 30 settles in about 500 ms.
const TRANSITION = 30;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Two testimonials at a time (one below 768 px), looping, advancing every 5 s. */
export function TestimonialsSlider({ testimonials }: { testimonials: Card[] }) {
  // With reduced motion there is no autoplay at all (the plugin would restart on hover).
  const [plugins] = useState(() =>
    prefersReducedMotion()
      ? []
      : [
          Autoplay({
            delay: AUTOPLAY_MS,
            stopOnInteraction: false,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
          }),
        ],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, align: 'start', duration: TRANSITION },
    plugins,
  );
  // An arrow press starts the 5 s wait afresh.
  const go = (direction: 'prev' | 'next') => {
    if (direction === 'prev') embla?.scrollPrev();
    else embla?.scrollNext();
    embla?.plugins().autoplay?.reset();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Testimonials"
      className="relative"
      data-ready={embla ? true : undefined}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-6 flex">
          {testimonials.map((t, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slides are groups; a fieldset is for form controls
            <div
              key={t.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${testimonials.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2"
            >
              <TestimonialCard testimonial={t} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 flex justify-center gap-4">
        <ArrowButton label="Previous testimonial" rotate="rotate-90" onClick={() => go('prev')} />
        <ArrowButton label="Next testimonial" rotate="-rotate-90" onClick={() => go('next')} />
      </div>
    </section>
  );
}

function ArrowButton({ label, rotate, onClick }: { label: string; rotate: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-12 items-center justify-center rounded-full border border-gold-300 text-gold-300 transition-colors hover:bg-gold-300 hover:text-plum-950"
    >
      <Icon name="chevronDown" className={`size-6 ${rotate}`} />
    </button>
  );
}
