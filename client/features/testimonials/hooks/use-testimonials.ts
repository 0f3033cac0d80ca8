import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TESTIMONIAL_FALLBACKS } from '../../../content/testimonial-fallbacks.ts';
import { getTestimonials, type TestimonialCard } from '../api/get-testimonials.ts';

const FALLBACK_CARDS: TestimonialCard[] = TESTIMONIAL_FALLBACKS.map((t, i) => ({
  ...t,
  key: `fallback-${i}`,
  mediaUrl: null,
}));

/** The testimonials to show: loading, or a list (the static five when the fetch failed). */
export function useTestimonials(): { loading: boolean; testimonials: TestimonialCard[] } {
  const query = useQuery({ queryKey: ['testimonials'], queryFn: getTestimonials });
  useEffect(() => {
    if (query.error) console.error('Failed to load testimonials', query.error);
  }, [query.error]);
  if (query.isPending) return { loading: true, testimonials: [] };
  return { loading: false, testimonials: query.isError ? FALLBACK_CARDS : query.data };
}
