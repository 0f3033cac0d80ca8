import { wallClock } from '../../../common/lesson-time.ts';
import type { RecordingStatus } from '../../../common/schemas/recordings.ts';

/** `timeZone` is null until the person's first sign-in. */
type Person = { firstName: string; lastName: string; timeZone: string | null };

/** A recording in a dashboard list, with its class and people. */
export type RecordingEntry = {
  id: number;
  classId: number | null;
  batchName: string;
  startsAt: Date;
  /**
   * A one-to-one lesson's, a group lesson's (every student's of it, named by its first place's
   * student) or a recital's (no class: `batchName` is its title, `teacher` its organiser).
   */
  kind: 'lesson' | 'group' | 'recital';
  teacher: Person;
  student: Person;
  status: RecordingStatus;
  /** Known once the file is made. */
  durationMs: number | null;
  /** The file's size once joined; until then the bytes received. */
  sizeBytes: number;
  createdAt: Date;
};

/** A recording's file is named for its lesson (or recital) and its day on the school's clock. */
export const recordingFileName = (title: string, startsAt: Date, schoolZone: string) =>
  `${`${title} ${wallClock(startsAt, schoolZone).date}`.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'recording'}.webm`;
