import { ApiError } from '../../../lib/api-client.ts';

/**
 * The server refused a mailed link's token itself (expired, used, unknown): trying again cannot
 * help. Not so for a failed connection, a server fault or a limit (429).
 */
export const linkRefused = (err: unknown) =>
  err instanceof ApiError && err.status < 500 && err.status !== 429;
