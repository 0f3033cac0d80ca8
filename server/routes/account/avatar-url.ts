import { API, API_BASE } from '../../../common/api.ts';

/**
 * A person's photo address. The version changes with every upload, so the address may be cached
 * for good and a new photo is a new address.
 */
export function avatarUrl(userId: number, version: string): string {
  return `${API_BASE}${API.avatars}/${userId}?v=${encodeURIComponent(version)}`;
}
