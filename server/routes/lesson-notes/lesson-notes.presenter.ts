import type { z } from 'zod';
import { lessonWhenLabel, personZone } from '../../../common/lesson-time.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import type {
  LessonNote,
  lessonNoteResponse,
  lessonNotesResponse,
  OwedNote,
  owedNotesResponse,
} from '../../../common/schemas/lesson-notes.ts';
import type { NoteLesson, NoteView } from './lesson-notes.service.ts';

const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** The lesson's instant and its label on the reader's clock, the lesson's other party's beside it. */
function lessonTime(lesson: NoteLesson, user: SessionUser, schoolZone: string) {
  const other = user.id === lesson.teacher.id ? lesson.student : lesson.teacher;
  return {
    starts_at: lesson.startsAt.toISOString(),
    when_label: lessonWhenLabel(lesson.startsAt, personZone(user.timeZone, schoolZone), other.timeZone),
  };
}

/** A note; the private remark and when it was mailed only to a teacher or admin (otherwise not there at all). */
function presentNote({ lesson, note, full }: NoteView, user: SessionUser, schoolZone: string): LessonNote {
  return {
    class_id: lesson.id,
    batch_name: lesson.batchName,
    ...lessonTime(lesson, user, schoolZone),
    teacher_name: name(lesson.teacher),
    student_name: name(lesson.student),
    covered: note.covered,
    to_practise: note.toPractise,
    updated_at: note.updatedAt.toISOString(),
    ...(full ? { private_remark: note.privateRemark, mailed_at: note.mailedAt?.toISOString() ?? null } : {}),
  };
}

/** GET and PUT /api/classes/{id}/note */
export const presentNoteAnswer = (
  view: NoteView | null,
  user: SessionUser,
  schoolZone: string,
  message?: string,
): z.infer<typeof lessonNoteResponse> => ({
  result: true,
  Note: view ? presentNote(view, user, schoolZone) : null,
  ...(message ? { message } : {}),
});

/** GET /api/lesson-notes */
export const presentNotes = (
  views: NoteView[],
  user: SessionUser,
  schoolZone: string,
): z.infer<typeof lessonNotesResponse> => ({
  result: true,
  Notes: views.map((v) => presentNote(v, user, schoolZone)),
});

/** GET /api/lesson-notes/owed */
export const presentOwed = (
  lessons: NoteLesson[],
  user: SessionUser,
  schoolZone: string,
): z.infer<typeof owedNotesResponse> => ({
  result: true,
  Lessons: lessons.map(
    (l): OwedNote => ({
      class_id: l.id,
      student_id: l.student.id,
      batch_name: l.batchName,
      ...lessonTime(l, user, schoolZone),
      student_name: name(l.student),
      teacher_name: name(l.teacher),
    }),
  ),
});
