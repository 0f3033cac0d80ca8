import { API } from '../../../../common/api.ts';
import type {
  LoginInput,
  loginSchema,
  logoutResponse,
  meResponse,
  userResponse,
} from '../../../../common/schemas/auth.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const login = (input: LoginInput) =>
  apiClient.postJson<typeof userResponse, typeof loginSchema>(API.login, input);

export const logout = () => apiClient.postJson<typeof logoutResponse>(API.logout, {});

export const fetchMe = () => apiClient.get<typeof meResponse>(API.me);
