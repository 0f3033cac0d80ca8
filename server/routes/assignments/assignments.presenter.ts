import { API, API_BASE } from '../../../common/api.ts';
import type { Assignment, LogEntry, PracticeWeek, Take } from '../../../common/schemas/assignments.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import { lessonWhen } from '../../calendar/lesson-when.ts';
import { mayChange } from './assignment-access.ts';
import type { AssignmentView } from './assignments.service.ts';
import type { LogEntryRow } from './practice-log.service.ts';
import { type TakeView, takeFileUrl } from './takes.service.ts';

/** An assignment as its answers carry it, its due lesson on the viewer's clock. */
export function presentAssignment(a: AssignmentView, viewer: SessionUser, schoolZone: string): Assignment {
  const other = viewer.role === 'student' ? a.teacherZone : viewer.role === 'teacher' ? a.studentZone : null;
  let due: Assignment['due'] = null;
  if (a.dueAt && a.dueClassId !== null) {
    const when = lessonWhen(a.dueAt, schoolZone, viewer.timeZone, other);
    due = { class_id: a.dueClassId, starts_at: when.starts_at, when_label: when.when_label };
  }
  return {
    id: a.id,
    student_id: a.studentId,
    student_name: a.studentName,
    teacher_id: a.teacherId,
    teacher_name: a.teacherName,
    title: a.title,
    notes: a.notes,
    tempo_goal: a.tempoGoal,
    tala: a.tala as Assignment['tala'],
    state: a.state,
    due,
    due_next: a.dueNext,
    attachment: a.attachmentKey
      ? {
          file_name: a.attachmentName ?? 'attachment',
          mime_type: a.attachmentType ?? 'application/octet-stream',
          size_bytes: a.attachmentBytes ?? 0,
          url: `${API_BASE}${API.courseAssignments}/${a.id}/attachment`,
        }
      : null,
    minutes_practised: Math.floor(a.secondsPractised / 60),
    can_change: mayChange(viewer, a),
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

export const presentLogEntry = (e: LogEntryRow): LogEntry => ({
  id: e.id,
  assignment_id: e.assignmentId,
  day: e.day,
  seconds: e.seconds,
  source: e.source,
  tempo: e.tempo,
  created_at: e.createdAt.toISOString(),
});

export const presentWeek = (w: {
  studentId: number;
  from: string;
  days: PracticeWeek['days'];
  entries: LogEntryRow[];
  tempo: PracticeWeek['tempo'];
}): PracticeWeek => ({
  student_id: w.studentId,
  from: w.from,
  days: w.days,
  entries: w.entries.map(presentLogEntry),
  tempo: w.tempo,
});

export const presentTake = (t: TakeView): Take => ({
  id: t.id,
  assignment_id: t.assignmentId,
  student_id: t.studentId,
  mime_type: t.mimeType,
  size_bytes: t.sizeBytes,
  duration_ms: t.durationMs,
  note: t.note,
  url: takeFileUrl(t.id),
  answer: t.answer,
  answered_at: t.answeredAt?.toISOString() ?? null,
  created_at: t.createdAt.toISOString(),
  comments: t.comments.map((c) => ({
    id: c.id,
    at_ms: c.atMs,
    text: c.text,
    author_name: c.authorName,
    created_at: c.createdAt.toISOString(),
  })),
});
