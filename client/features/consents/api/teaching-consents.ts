import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { teachingConsentsResponse } from '../../../../common/schemas/consents.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { CONSENTS_KEY } from './consents-key.ts';

/** GET /consents/teaching: whether the teacher may record each of their students' lessons. */
export const fetchTeachingConsents = () =>
  apiClient.get<typeof teachingConsentsResponse>(API.consentsTeaching);

export const useTeachingConsents = () =>
  useQuery({ queryKey: [...CONSENTS_KEY, 'teaching'], queryFn: fetchTeachingConsents });
