import { API, type InstafeedsResponse } from '../../../../common/api.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The Instagram post addresses, or null when the answer carries no list. */
export async function getInstafeeds(): Promise<string[] | null> {
  const body = await apiClient.get<Partial<InstafeedsResponse> | null>(API.instafeeds);
  if (!body?.result || !Array.isArray(body.Instafeeds)) return null;
  // Only web addresses become links.
  return body.Instafeeds.map((f) => f.instafeed_url).filter((url) => /^https?:\/\//.test(url));
}
