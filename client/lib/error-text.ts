import { ApiError } from './api-client.ts';

/** What to tell the user about a failed call: the server's own words when it sent some. */
export function errorText(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}
