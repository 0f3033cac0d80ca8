// The push stream: GET /api/class_events?class_id= (server-sent events), server/routes/live-class/events.
import { z } from 'zod';
import { DB_INT_MAX } from '../fields.ts';
import type { ChatMessage } from './chat.ts';
import type { MeetingStatus } from './meeting-status.ts';
import type { ScoreEvent } from './score.ts';
import { classIdSchema } from './shared.ts';
import type { SignalMessage } from './signaling.ts';

/**
 * The class's two members, open class, password passed. On connect the stream sends the current
 * 'meeting-status', then every change as it is stored. Each event's id is a cursor
 * `<last signal id>.<last chat id>.<last score event id>`: after a drop, EventSource sends it back
 * as Last-Event-ID and the stream replays the signals, chat messages and score events stored since
 * (the `since` query parameter does the same for a first connection; a cursor of two parts, from
 * before the scores, replays no score events). A fresh stream replays nothing: open it before joining.
 * Comment lines (`: ping`) every SSE_HEARTBEAT_MS keep proxies from closing it.
 */
export const classEventsQuery = z.object({
  class_id: classIdSchema,
  since: z.string().optional(),
});
export const SSE_HEARTBEAT_MS = 15_000;

export const CLASS_EVENTS = {
  meetingStatus: 'meeting-status',
  signal: 'signal',
  chat: 'chat',
  score: 'score',
} as const;
/** Event name -> the JSON in its data line. Signals come only to their addressee. */
export type ClassEventMap = {
  'meeting-status': MeetingStatus;
  signal: SignalMessage;
  chat: ChatMessage;
  score: ScoreEvent;
};
export type ClassEventName = keyof ClassEventMap;

export type EventCursor = { signalId: number; chatId: number; scoreId: number };
export const formatCursor = (c: EventCursor) => `${c.signalId}.${c.chatId}.${c.scoreId}`;
/** A cursor sent back; `scoreId` is absent from a cursor of two parts. */
export function parseCursor(
  value: string | undefined | null,
): (Omit<EventCursor, 'scoreId'> & { scoreId?: number }) | null {
  const m = /^(\d{1,10})\.(\d{1,10})(?:\.(\d{1,10}))?$/.exec(value?.trim() ?? '');
  if (!m) return null;
  const ids = [m[1], m[2], m[3]].filter((x) => x !== undefined).map(Number);
  if (ids.some((id) => id > DB_INT_MAX)) return null;
  const [signalId = 0, chatId = 0, scoreId] = ids;
  return scoreId === undefined ? { signalId, chatId } : { signalId, chatId, scoreId };
}
