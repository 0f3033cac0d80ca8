import type { LiveResponse } from '../../../../common/schemas/live-class.ts';
import { apiClient } from '../../../lib/api-client.ts';

type Query = Record<string, string | number | undefined>;

/** The `data` of a live-class answer (`{ success, data, message }`); refusals throw ApiError. */
export async function liveGet<T>(path: string, query: Query): Promise<T> {
  return (await apiClient.get<LiveResponse<T>>(path, query)).data;
}

export async function livePost<T>(path: string, body: unknown): Promise<T> {
  return (await apiClient.postJson<LiveResponse<T>>(path, body)).data;
}
