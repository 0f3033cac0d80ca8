import {
  CLASS_EVENTS,
  type ClassEventMap,
  type ClassEventName,
  type EventCursor,
  formatCursor,
} from '../../../../common/schemas/live-class/events.ts';
import type { ScoreEvent } from '../../../../common/schemas/live-class/score.ts';
import { presentChatMessage } from '../chat/chat.presenter.ts';
import type { ChatEntry } from '../chat/chat.service.ts';
import { presentMeetingStatus } from '../meeting-status.presenter.ts';
import type { MeetingState } from '../meeting-status.ts';
import { presentSignal } from '../signaling/signaling.presenter.ts';
import type { Signal } from '../signaling/signaling.service.ts';

/** One event of the push stream: its name, its id (the stream's cursor after it) and its data line's JSON. */
export type ClassEvent = {
  [Name in ClassEventName]: { name: Name; id: string; data: ClassEventMap[Name] };
}[ClassEventName];

// Each carries what the polled calls answer for the same thing, through their presenters.

export const presentStatusEvent = (cursor: EventCursor, meeting: MeetingState): ClassEvent => ({
  name: CLASS_EVENTS.meetingStatus,
  id: formatCursor(cursor),
  data: presentMeetingStatus(meeting),
});

export const presentSignalEvent = (cursor: EventCursor, signal: Signal): ClassEvent => ({
  name: CLASS_EVENTS.signal,
  id: formatCursor(cursor),
  data: presentSignal(signal),
});

export const presentScoreEvent = (cursor: EventCursor, event: ScoreEvent): ClassEvent => ({
  name: CLASS_EVENTS.score,
  id: formatCursor(cursor),
  data: event,
});

export const presentChatEvent = (cursor: EventCursor, entry: ChatEntry): ClassEvent => ({
  name: CLASS_EVENTS.chat,
  id: formatCursor(cursor),
  data: presentChatMessage(entry),
});
