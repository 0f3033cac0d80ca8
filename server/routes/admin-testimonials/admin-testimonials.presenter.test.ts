import { describe, expect, it } from 'vitest';
import { testimonialResponse } from '../../../common/schemas/admin-content.ts';
import { presentTestimonialAnswer } from './admin-testimonials.presenter.ts';

describe('presentTestimonialAnswer', () => {
  it('writes hidden as isDeleted 1 and the date as an ISO string', () => {
    const createdAt = new Date('2026-01-02T03:04:05.000Z');
    const testimonial = { id: 7, name: 'Asha', message: 'Wonderful.', mediaUrl: null, createdAt };
    const hidden = presentTestimonialAnswer({ ...testimonial, hidden: true });
    expect(hidden).toEqual({
      result: true,
      Testimonial: { ...testimonial, isDeleted: 1, createdAt: '2026-01-02T03:04:05.000Z' },
    });
    expect(testimonialResponse.parse(hidden)).toEqual(hidden);
    expect(presentTestimonialAnswer({ ...testimonial, hidden: false }).Testimonial.isDeleted).toBe(0);
  });
});
