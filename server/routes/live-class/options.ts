import type { ClassCache } from './class-cache.ts';

export type LiveRouteOptions = {
  /** The school's time zone: a class is open on its day there. */
  timeZone: string;
  /** Join-password attempts per user and minute. */
  passwordPerMinute: number;
  /** Milliseconds between the push stream's keep-alive comments (default SSE_HEARTBEAT_MS). */
  heartbeatMs?: number;
};

/** What each live-class route plugin gets: the options and the shared class cache. */
export type LiveContext = Omit<LiveRouteOptions, 'prefix'> & { cache: ClassCache };
