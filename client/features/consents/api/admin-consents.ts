import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { consentsResponse } from '../../../../common/schemas/consents.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { CONSENTS_KEY } from './consents-key.ts';

/** GET /admin/consents: every student's consents, with who chose and when. */
export const fetchAdminConsents = () => apiClient.get<typeof consentsResponse>(API.adminConsents);

export const useAdminConsents = () =>
  useQuery({ queryKey: [...CONSENTS_KEY, 'admin'], queryFn: fetchAdminConsents });
