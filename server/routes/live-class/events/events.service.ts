import { and, eq, max } from 'drizzle-orm';
import type { EventCursor } from '../../../../common/schemas/live-class/events.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { CAMERA_SIGNALS } from '../../../../common/schemas/live-class/signaling.ts';
import type { Db } from '../../../db/database.ts';
import { classChatMessages, classSignals, scoreEvents } from '../../../db/schema.ts';
import type { ClassWake, EventBus } from '../../../plugins/events.ts';
import { CHAT_BATCH, type ChatEntry, carriedChat, messagesAfter } from '../chat/chat.service.ts';
import type { MeetingState } from '../meeting-status.ts';
import { SCORE_EVENT_BATCH, scoreEventsAfter } from '../score/score.service.ts';
import { carriedSignal, SIGNAL_BATCH, type Signal, signalsFor } from '../signaling/signaling.service.ts';
import {
  type ClassEvent,
  presentChatEvent,
  presentScoreEvent,
  presentSignalEvent,
  presentStatusEvent,
} from './events.presenter.ts';
import type { SseChannel } from './sse-channel.ts';

/** Notices' rows past `after`, in order: a row a read already sent (its notice behind it) is skipped. */
function pastCursor<T extends { id: number }>(rows: T[], after: number): T[] {
  const past: T[] = [];
  for (const row of rows) if (row.id > (past.at(-1)?.id ?? after)) past.push(row);
  return past;
}

// What a phone camera's stream is sent (its signals read with the same filter).
const CAMERA_TYPES: ReadonlySet<string> = new Set(CAMERA_SIGNALS);

/** Where a fresh stream starts: after everything already stored for this member. */
export async function currentCursor(db: Db, classId: number, role: ClassRole): Promise<EventCursor> {
  const [s] = await db
    .select({ id: max(classSignals.id) })
    .from(classSignals)
    .where(and(eq(classSignals.classId, classId), eq(classSignals.toRole, role)));
  const [c] = await db
    .select({ id: max(classChatMessages.id) })
    .from(classChatMessages)
    .where(eq(classChatMessages.classId, classId));
  const [sc] = await db
    .select({ id: max(scoreEvents.id) })
    .from(scoreEvents)
    .where(eq(scoreEvents.classId, classId));
  return { signalId: s?.id ?? 0, chatId: c?.id ?? 0, scoreId: sc?.id ?? 0 };
}

type StreamOptions = {
  db: Db;
  events: Pick<EventBus, 'subscribe'>;
  classId: number;
  role: ClassRole;
  /** A phone camera's stream: the status and the phone connections' signals, no chat or score. */
  phone: boolean;
  cursor: EventCursor;
  /** The class's meeting status (the class cache: a class's streams share one read per change). */
  meetingStatus: (classId: number) => Promise<MeetingState>;
  channel: SseChannel;
  /** Asked after each read, before its events go out: false ends the stream unsent. */
  mayDeliver: () => Promise<boolean>;
  /** Each signal and chat message as it goes out, with when it was stored (the delivery metric). */
  onDelivered: (kind: 'signal' | 'chat', storedAt: Date) => void;
  onError: (err: unknown) => void;
};

/**
 * Feeds one member's stream: wakes from the bus, reads what is new from the database after the
 * stream's cursor, and sends it in order. One read runs at a time; wakes during a read are
 * gathered and read next. What a read found goes out only if the member may still receive it
 * (checked after the read, so nothing stored after the right ended is ever sent).
 *
 * A signal or text whose notice carried it goes out without a read. That is safe because a class's rows
 * commit in id order (class-order.ts) and notices arrive in commit order: each signal stored
 * after a read of signals has its notice arrive after that read began, in order, and one too
 * long to carry is a plain wake, which reads. What a read covers (every notice that had come
 * when it began) is dropped; a notice of a signal already read is skipped by its id.
 */
export function pumpClassEvents({
  db,
  events,
  classId,
  role,
  phone,
  cursor,
  meetingStatus,
  channel,
  mayDeliver,
  onDelivered,
  onError,
}: StreamOptions) {
  const pending = new Set<ClassWake>(['resync']);
  // Signals and texts their notices carried, in arrival order, since the last read of each began.
  let carriedSignals: Signal[] = [];
  let carriedTexts: ChatEntry[] = [];
  let running = false;
  let lastStatus = '';
  const send = (event: ClassEvent) => channel.send(event.name, event.id, event.data);

  const read = async (kinds: Set<ClassWake>) => {
    const all = kinds.has('resync');
    const sends: (() => void)[] = [];
    if (all || kinds.has('status')) {
      const status = await meetingStatus(classId);
      const json = JSON.stringify(status);
      if (json !== lastStatus) {
        sends.push(() => {
          lastStatus = json;
          send(presentStatusEvent(cursor, status));
        });
      }
    }
    const sendSignal = (m: Signal) =>
      sends.push(() => {
        cursor.signalId = m.id;
        send(presentSignalEvent(cursor, m));
        onDelivered('signal', m.createdAt);
      });
    if (all || kinds.has('signal')) {
      carriedSignals = [];
      const batch = await signalsFor(db, classId, role, { id: cursor.signalId }, phone);
      for (const m of batch) sendSignal(m);
      if (batch.length === SIGNAL_BATCH) pending.add('signal');
    } else {
      const next = pastCursor(carriedSignals.splice(0), cursor.signalId);
      for (const m of next) if (!phone || CAMERA_TYPES.has(m.type)) sendSignal(m);
    }
    const sendChat = (m: ChatEntry) =>
      sends.push(() => {
        cursor.chatId = m.id;
        send(presentChatEvent(cursor, m));
        onDelivered('chat', m.createdAt);
      });
    if (!phone && (all || kinds.has('chat'))) {
      carriedTexts = [];
      const batch = await messagesAfter(db, classId, cursor.chatId);
      for (const m of batch) sendChat(m);
      if (batch.length === CHAT_BATCH) pending.add('chat');
    } else if (!phone) {
      for (const m of pastCursor(carriedTexts.splice(0), cursor.chatId)) sendChat(m);
    }
    if (!phone && (all || kinds.has('score'))) {
      const batch = await scoreEventsAfter(db, classId, cursor.scoreId);
      for (const e of batch) {
        sends.push(() => {
          cursor.scoreId = e.id;
          send(presentScoreEvent(cursor, e.data));
        });
      }
      if (batch.length === SCORE_EVENT_BATCH) pending.add('score');
    }
    if (sends.length === 0) return;
    if (await mayDeliver()) for (const send of sends) send();
    else channel.close();
  };

  const run = async () => {
    if (running) return;
    running = true;
    try {
      while (
        (pending.size > 0 || carriedSignals.length > 0 || carriedTexts.length > 0) &&
        !channel.isClosed
      ) {
        const kinds = new Set(pending);
        pending.clear();
        await read(kinds);
      }
    } catch (err) {
      onError(err);
      channel.close();
    } finally {
      running = false;
    }
  };

  const unsubscribe = events.subscribe(classId, (kind, to, row) => {
    // A signal to the other member (or their phone) has nothing for this stream.
    if (to && to !== role) return;
    const signal = kind === 'signal' && row ? carriedSignal(row, role) : null;
    const text = kind === 'chat' && row && !phone ? carriedChat(row) : null;
    if (signal) carriedSignals.push(signal);
    else if (text) carriedTexts.push(text);
    else pending.add(kind);
    void run();
  });
  channel.onClose(unsubscribe);
  void run();
}
