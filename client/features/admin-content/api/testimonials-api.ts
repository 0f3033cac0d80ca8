import { API } from '../../../../common/api.ts';
import type {
  ContentListQuery,
  contentListQuerySchema,
  TestimonialInput,
  testimonialListResponse,
  testimonialResponse,
  testimonialSchema,
  visibilitySchema,
} from '../../../../common/schemas/admin-content.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

const KEY = ['admin-testimonials'] as const;

export const fetchTestimonials = (query: ContentListQuery) =>
  apiClient.get<typeof testimonialListResponse, typeof contentListQuerySchema>(API.adminTestimonials, query);

export const saveTestimonial = ({ id, input }: { id?: number; input: TestimonialInput }) =>
  id
    ? apiClient.putJson<typeof testimonialResponse, typeof testimonialSchema>(
        `${API.adminTestimonials}/${id}`,
        input,
      )
    : apiClient.postJson<typeof testimonialResponse, typeof testimonialSchema>(API.adminTestimonials, input);

export const setTestimonialHidden = ({ id, hidden }: { id: number; hidden: boolean }) =>
  apiClient.putJson<typeof testimonialResponse, typeof visibilitySchema>(
    `${API.adminTestimonials}/${id}/visibility`,
    { hidden },
  );

export const useAdminTestimonials = (query: ContentListQuery) => useListQuery(KEY, query, fetchTestimonials);

export const useSaveTestimonial = () => useRefreshingMutation(KEY, saveTestimonial);
export const useSetTestimonialHidden = () => useRefreshingMutation(KEY, setTestimonialHidden);
