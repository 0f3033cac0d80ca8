import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { consentsResponse } from '../../../../common/schemas/consents.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { CONSENTS_KEY } from './consents-key.ts';

/** GET /consents: the signed-in student's own consents, or a guardian's children's. */
export const fetchConsents = () => apiClient.get<typeof consentsResponse>(API.consents);

export const useConsents = () => useQuery({ queryKey: [...CONSENTS_KEY, 'family'], queryFn: fetchConsents });
