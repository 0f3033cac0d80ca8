import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { accountLinkQuery, accountLinkResponse } from '../../../../common/schemas/account.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /auth/account-link: whose mailed link this is; a dead link answers 400. */
export const fetchAccountLink = (token: string) =>
  apiClient.get<typeof accountLinkResponse, typeof accountLinkQuery>(API.accountLink, { token });

/** The link's person, checked once: a dead link stays dead, so no retry. */
export const useAccountLink = (token: string) =>
  useQuery({
    queryKey: ['account', 'link', token],
    queryFn: () => fetchAccountLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
