import { API } from '../../../../common/api.ts';
import type { LoginInput, SessionUser } from '../../../../common/schemas/auth.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const login = (input: LoginInput) => apiClient.postJson<{ user: SessionUser }>(API.login, input);

export const logout = () => apiClient.postJson<{ success: true }>(API.logout, {});
