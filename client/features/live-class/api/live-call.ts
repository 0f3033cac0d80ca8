import type * as z from 'zod/v4/core';
import { apiClient, type Exact, type RequestOf, type ResponseOf } from '../../../lib/api-client.ts';

// The live-class calls answer `{ success, data, message }` (common/schemas/live-class.ts); these
// give the `data`, typed by the route's schemas like apiClient's calls. Refusals throw ApiError.

type Schema = z.$ZodType;
type Data<Res extends Schema> = ResponseOf<Res> extends { data: infer D } ? D : never;

export async function liveGet<
  Res extends Schema,
  Q extends Schema | undefined = undefined,
  T extends RequestOf<Q> = RequestOf<Q>,
>(path: string, query: Exact<RequestOf<Q>, T>): Promise<Data<Res>> {
  return ((await apiClient.get<Res, Q, T>(path, query)) as { data: Data<Res> }).data;
}

export async function livePost<
  Res extends Schema,
  Req extends Schema,
  T extends RequestOf<Req> = RequestOf<Req>,
>(path: string, body: Exact<RequestOf<Req>, T>): Promise<Data<Res>> {
  return ((await apiClient.postJson<Res, Req, T>(path, body)) as { data: Data<Res> }).data;
}
