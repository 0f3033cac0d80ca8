export type LiveRouteOptions = {
  /** The school's time zone: a class is open on its day there. */
  timeZone: string;
  /** Join-password attempts per user and minute. */
  passwordPerMinute: number;
  /** Milliseconds between the push stream's keep-alive comments (default SSE_HEARTBEAT_MS). */
  heartbeatMs?: number;
};
