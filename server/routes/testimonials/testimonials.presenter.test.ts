import { describe, expect, it } from 'vitest';
import { testimonialsResponse } from '../../../common/schemas/site-content.ts';
import { presentTestimonials } from './testimonials.presenter.ts';

describe('presentTestimonials', () => {
  it('writes hidden as is_deleted 1 and shown as 0, under the spec snake_case names', () => {
    const answer = presentTestimonials([
      { id: 1, name: 'Asha', message: 'Wonderful.', mediaUrl: '/media/asha.webp', hidden: false },
      { id: 2, name: 'Gone', message: 'Withdrawn.', mediaUrl: null, hidden: true },
    ]);
    expect(answer).toEqual({
      result: true,
      Testimonials: [
        { id: 1, name: 'Asha', message: 'Wonderful.', media_url: '/media/asha.webp', is_deleted: 0 },
        { id: 2, name: 'Gone', message: 'Withdrawn.', media_url: null, is_deleted: 1 },
      ],
    });
    // Nothing beyond the contract: parsing keeps every field.
    expect(testimonialsResponse.parse(answer)).toEqual(answer);
  });
});
