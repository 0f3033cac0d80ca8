import type { LessonPolicy } from '../../../common/lesson-policy.ts';
import type { ClassCache } from './class-cache.ts';

export type LiveRouteOptions = {
  /** The school's time zone: a class is open on its day there. */
  timeZone: string;
  /** The school's lesson rules: a student joining late marks the lesson late. */
  lessonPolicy: LessonPolicy;
  /** Join-password attempts per user and minute. */
  passwordPerMinute: number;
  /** A shared score's strokes (batches of one being drawn, and finished marks) per person and minute. */
  strokesPerMinute: number;
  /** Minutes without a request after which a session ends (an open stream then ends too). */
  idleMinutes: number;
  /** Milliseconds between the push stream's keep-alive comments (default SSE_HEARTBEAT_MS). */
  heartbeatMs?: number;
  /** Milliseconds between an open stream's checks of its right (default STREAM_RECHECK_MS). */
  streamRecheckMs?: number;
  /** The clock camera links expire by (tests pass their own). */
  now?: () => Date;
};

/**
 * Route options of the spec's polled calls (every 1 to 10 s for each participant): the session
 * read a moment ago is reused, and only warnings and errors are logged, not two lines a poll.
 */
export const POLLED = { config: { sessionCache: true }, logLevel: 'warn' } as const;

/** The config of a call the phone camera page makes too: its camera session is read there. */
export const PHONE_CALL = { cameraSession: true } as const;
/**
 * The config of the lesson's frequent writes (a signal for each ICE candidate, the chat): as a
 * poll, they reuse the session read a moment ago. In the capacity bench the session reads of
 * these calls were a seventh of the database's queries, and writing queries to its socket the
 * largest part of the server's CPU.
 */
export const FREQUENT_WRITE = { sessionCache: true } as const;
/** POLLED, for a call the phone camera page polls too. */
export const POLLED_BY_PHONE = { ...POLLED, config: { ...POLLED.config, ...PHONE_CALL } } as const;

/** What each live-class route plugin gets: the options and the shared class cache. */
export type LiveContext = Omit<LiveRouteOptions, 'prefix'> & { cache: ClassCache };
