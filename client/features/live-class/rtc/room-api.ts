import type { ChatMessage } from '../../../../common/schemas/live-class/chat.ts';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type {
  Score,
  ScoreMark,
  ScoreMarkInput,
  ScoreMarksPage,
  ScoreStrokeInput,
} from '../../../../common/schemas/live-class/score.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type { SignalType } from '../../../../common/schemas/live-class/signaling.ts';

// The room's side of its calls to the server: ../api makes them in the browser, tests fake them.

/** A party of the class as the room shows them: their name, and their photo's address or null. */
export type RoomParty = { name: string; photoUrl: string | null };

export type Access =
  | {
      kind: 'allowed';
      batchName: string | null;
      /** The lesson's time on the viewer's clock, as the server labels it. */
      whenLabel: string | null;
      needsPassword: boolean;
      role: ClassRole;
      /** Who we are: our own marks on the shared score are told by it. */
      userId: number;
      parties: Record<ClassRole, RoomParty>;
      /** A place in a group lesson (its room is the group's, on the media server); absent: one-to-one. */
      group?: boolean;
    }
  | { kind: 'completed' }
  /** Not a member; or the class is not open today (`message` says why). */
  | { kind: 'denied'; message: string | null };

export type PasswordCheck = { success: boolean; message: string };

/** A call that did not get an answer from the server (no network): worth sending again. */
export class OfflineError extends Error {
  constructor(cause?: unknown) {
    super('The server could not be reached', { cause });
  }
}

/** The calls the room makes. */
export type RoomApi = {
  checkAccess(): Promise<Access>;
  verifyPassword(password: string): Promise<PasswordCheck>;
  recordAttendance(action: 'join' | 'leave'): Promise<unknown>;
  startClass(): Promise<unknown>;
  completeClass(): Promise<unknown>;
  /** The teacher's music mode switch; answers the new status. */
  setMusicMode(on: boolean): Promise<MeetingStatus>;
  /** The teacher's low latency switch (within music mode); answers the new status. */
  setLowLatency(on: boolean): Promise<MeetingStatus>;
  /** Either party: low latency off because the sound broke up (both are told); answers the new status. */
  fallBackFromLowLatency(): Promise<MeetingStatus>;
  /** A message to the other member, or to `to` (a phone camera's, to one's own role). */
  sendSignal(type: SignalType, data: unknown, to?: ClassRole): Promise<unknown>;
  initialChat(): Promise<ChatMessage[]>;
  /**
   * Stores a message once per key; answers it as stored, so the sender sees it at once.
   * OfflineError: no answer (it may have been stored all the same).
   */
  sendChat(text: string, key: string): Promise<ChatMessage>;
  uploadChatFile(file: File): Promise<ChatMessage>;
};

/** The shared score's calls (/api/class_scores*), for one class. */
export type ScoreApi = {
  /** The class's scores, oldest first, each with the first page of its marks. */
  list(): Promise<Score[]>;
  /** A score's next page of marks: those after mark `after`. */
  marks(scoreId: number, after: number): Promise<ScoreMarksPage>;
  open(file: Blob, name: string): Promise<Score>;
  turnPage(scoreId: number, page: number): Promise<unknown>;
  lock(scoreId: number, locked: boolean): Promise<unknown>;
  /** A batch of a stroke still being drawn. OfflineError: no answer. */
  stroke(scoreId: number, batch: ScoreStrokeInput): Promise<unknown>;
  /** Stores a finished mark once per client key. OfflineError: no answer, or not now (try again). */
  addMark(scoreId: number, mark: ScoreMarkInput): Promise<ScoreMark>;
  erase(scoreId: number, markId: number): Promise<unknown>;
};
