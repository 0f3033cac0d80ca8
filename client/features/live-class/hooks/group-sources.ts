import type { LessonSources } from '../../../lib/recording/lesson-mix.ts';
import type { GroupRoomState } from '../rtc/lesson-core.ts';

/** The student a group lesson's recording shows: the one let play, the spotlight, who sounds, or the first. */
export function shownStudent(g: GroupRoomState) {
  const students = g.feeds.filter((f) => f.role === 'student');
  const chosen = g.playing ?? g.spotlight ?? g.speaker;
  return students.find((f) => f.id === chosen) ?? students[0] ?? null;
}

/**
 * What a group lesson's recording is made of, read on every frame: the teacher's camera and the
 * student shown side by side, with everyone's sound as the room hears it (a student the teacher
 * muted is silent here too: Janus forwards nothing of them).
 */
export const groupSources =
  (group: { getSnapshot(): GroupRoomState }, ownCamera: () => MediaStream | null): LessonSources =>
  () => {
    const g = group.getSnapshot();
    return {
      teacher: ownCamera(),
      student: shownStudent(g)?.stream ?? null,
      teacherSecond: null,
      studentSecond: null,
      sound: g.feeds.flatMap((f) => (f.stream ? [f.stream] : [])),
    };
  };
