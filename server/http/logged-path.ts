import { API, API_BASE } from '../../common/api.ts';

// What a request's log line names of its address: the path, never the query string (ids,
// e-mails, a mailed link's token), and no secret the path itself carries.

export const REDACTED = '[redacted]';

/** Paths whose rest is a key: a calendar feed's token (`/api/calendar/<token>.ics`), a recital audience's. */
const SECRET_PATHS = [`${API_BASE}${API.calendarFeeds}/`, `${API_BASE}${API.recitalAudience}/`];

/**
 * Anything shaped like a token (32 or more base64url characters or their %-escapes) anywhere: a
 * link copied wrong (another case, a slash more) misses its route, and its token is still one.
 */
const TOKEN_SHAPED = /[A-Za-z0-9_%-]{32,}/g;

export function loggedPath(url: string): string {
  const path = (url.split('?')[0] ?? '').replace(TOKEN_SHAPED, REDACTED);
  const lower = path.toLowerCase();
  const secret = SECRET_PATHS.find((prefix) => lower.startsWith(prefix));
  return secret ? `${path.slice(0, secret.length)}${REDACTED}` : path;
}
