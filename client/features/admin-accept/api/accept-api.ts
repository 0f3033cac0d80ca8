import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type {
  AcceptApplicationInput,
  acceptApplicationResponse,
  acceptApplicationSchema,
} from '../../../../common/schemas/accept-application.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const acceptApplication = ({ id, input }: { id: number; input: AcceptApplicationInput }) =>
  apiClient.postJson<typeof acceptApplicationResponse, typeof acceptApplicationSchema>(
    `${API.adminApplications}/${id}/accept`,
    input,
  );

/**
 * Accept: the account, the enrolments, their weekly lessons, the invoice and the welcome mail,
 * all or nothing. What it changes belongs to other screens, so they are refreshed by the caller.
 */
export const useAcceptApplication = () => useMutation({ mutationFn: acceptApplication });
