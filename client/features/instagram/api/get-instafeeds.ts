import { API } from '../../../../common/api.ts';
import type { instafeedsResponse } from '../../../../common/schemas/site-content.ts';
import { apiClient, type ResponseOf } from '../../../lib/api-client.ts';

/** The Instagram post addresses, or null when the answer carries no list. */
export async function getInstafeeds(): Promise<string[] | null> {
  const body: Partial<ResponseOf<typeof instafeedsResponse>> | null = await apiClient.get<
    typeof instafeedsResponse
  >(API.instafeeds);
  if (!body?.result || !Array.isArray(body.Instafeeds)) return null;
  // Only web addresses become links.
  return body.Instafeeds.map((f) => f.instafeed_url).filter((url) => /^https?:\/\//.test(url));
}
