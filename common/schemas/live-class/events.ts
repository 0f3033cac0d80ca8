// The push stream: GET /api/class_events?class_id= (server-sent events), server/routes/live-class/events.
import { z } from 'zod';
import { DB_INT_MAX } from '../fields.ts';
import type { ChatMessage } from './chat.ts';
import type { MeetingStatus } from './meeting-status.ts';
import { classIdSchema } from './shared.ts';
import type { SignalMessage } from './signaling.ts';

/**
 * The class's two members, open class, password passed. On connect the stream sends the current
 * 'meeting-status', then every change as it is stored. Each event's id is a cursor
 * `<last signal id>.<last chat id>`: after a drop, EventSource sends it back as Last-Event-ID and
 * the stream replays the signals and chat messages stored since (the `since` query parameter does
 * the same for a first connection). A fresh stream replays nothing: open it before joining.
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
} as const;
/** Event name -> the JSON in its data line. Signals come only to their addressee. */
export type ClassEventMap = {
  'meeting-status': MeetingStatus;
  signal: SignalMessage;
  chat: ChatMessage;
};
export type ClassEventName = keyof ClassEventMap;

export type EventCursor = { signalId: number; chatId: number };
export const formatCursor = (c: EventCursor) => `${c.signalId}.${c.chatId}`;
export function parseCursor(value: string | undefined | null): EventCursor | null {
  const m = /^(\d{1,10})\.(\d{1,10})$/.exec(value?.trim() ?? '');
  const cursor = m ? { signalId: Number(m[1]), chatId: Number(m[2]) } : null;
  return cursor && cursor.signalId <= DB_INT_MAX && cursor.chatId <= DB_INT_MAX ? cursor : null;
}
