import { truncateWords } from '../../../lib/truncate-words.ts';
import type { TestimonialCard as Card } from '../api/get-testimonials.ts';
import { StarRating } from './star-rating.tsx';

const MAX_WORDS = 50;

export function TestimonialCard({ testimonial }: { testimonial: Card }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 text-slate-700 shadow-lg sm:p-8">
      <StarRating />
      <blockquote className="mt-4 flex-1 text-base leading-relaxed sm:text-lg">
        <p>{truncateWords(testimonial.message, MAX_WORDS)}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {testimonial.mediaUrl ? (
          <img
            src={testimonial.mediaUrl}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-plum-800 font-serif text-xl text-gold-300"
          >
            {testimonial.name.charAt(0)}
          </span>
        )}
        <span className="font-semibold text-plum-900">{testimonial.name}</span>
      </figcaption>
    </figure>
  );
}
