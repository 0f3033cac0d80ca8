import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { forgotPasswordSchema, messageResponse } from '../../../../common/schemas/account.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /auth/forgot-password: the same answer whether or not an account has the address. */
export const forgotPassword = (email: string) =>
  apiClient.postJson<typeof messageResponse, typeof forgotPasswordSchema>(API.forgotPassword, { email });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
