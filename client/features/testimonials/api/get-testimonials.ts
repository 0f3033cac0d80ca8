import { API } from '../../../../common/api.ts';
import type { testimonialsResponse } from '../../../../common/schemas/site-content.ts';
import { apiClient, type ResponseOf } from '../../../lib/api-client.ts';

export type TestimonialCard = { key: string; name: string; message: string; mediaUrl: string | null };

/** The visible testimonials (is_deleted 0); a response without a list counts as a failure. */
export async function getTestimonials(): Promise<TestimonialCard[]> {
  const body: Partial<ResponseOf<typeof testimonialsResponse>> | null = await apiClient.get<
    typeof testimonialsResponse
  >(API.testimonials);
  if (!body?.result || !Array.isArray(body.Testimonials)) throw new Error('No testimonials in the response');
  return body.Testimonials.filter((t) => Number(t.is_deleted) === 0).map((t) => ({
    key: String(t.id),
    name: t.name,
    message: t.message,
    mediaUrl: t.media_url || null,
  }));
}
