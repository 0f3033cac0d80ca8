import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useTestimonials } from '../hooks/use-testimonials.ts';
import { TestimonialsSlider } from './testimonials-slider.tsx';

/** The testimonials section of home and about. */
export function TestimonialsSection() {
  const { loading, testimonials } = useTestimonials();
  return (
    <section className="bg-plum-900 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading eyebrow="Testimonials" title="What Our Students Say" dark />
        {loading ? (
          <p className="text-center text-lg text-white/80">Loading testimonials...</p>
        ) : testimonials.length ? (
          <TestimonialsSlider testimonials={testimonials} />
        ) : (
          <p className="text-center text-lg text-white/80">No testimonials available</p>
        )}
      </div>
    </section>
  );
}
