import { API } from '../../../../common/api.ts';
import type {
  loginSchema,
  logoutResponse,
  meResponse,
  userResponse,
} from '../../../../common/schemas/auth.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const login = apiClient.postTo<typeof userResponse, typeof loginSchema>(API.login);

export const logout = () => apiClient.postJson<typeof logoutResponse>(API.logout, {});

export const fetchMe = () => apiClient.get<typeof meResponse>(API.me);
