import type { Assignment, PracticeWeek, Take } from '../../common/schemas/assignments.ts';
import { myClass } from './builders.ts';

// Answers of the practice calls (common/schemas/assignments.ts) as the dashboards' tests need them.

export const assignment = (more: Partial<Assignment> = {}): Assignment => ({
  id: 1,
  student_id: 20,
  student_name: 'Asha Rao',
  teacher_id: 10,
  teacher_name: 'Tara Teacher',
  title: 'Teentaal at 80',
  notes: 'Count the khali aloud.',
  tempo_goal: 80,
  tala: 'teentaal',
  state: 'open',
  due: {
    class_id: 7,
    starts_at: '2026-11-27T12:30:00.000Z',
    when_label: 'Fri 27 Nov 2026, 18:00 India time',
  },
  due_next: true,
  attachment: null,
  minutes_practised: 0,
  can_change: true,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...more,
});

export const take = (more: Partial<Take> = {}): Take => ({
  id: 5,
  assignment_id: 1,
  student_id: 20,
  mime_type: 'audio/webm',
  size_bytes: 40_000,
  duration_ms: 10_000,
  note: 'Second try',
  url: '/api/course/takes/5/file',
  answer: null,
  answered_at: null,
  created_at: '2026-11-24T09:00:00.000Z',
  comments: [],
  ...more,
});

/** A week from `from` with `minutes` on its given days (all for assignment 1). */
export function practiceWeek(
  from: string,
  minutes: Record<string, number> = {},
  more: Partial<PracticeWeek> = {},
) {
  const days = Array.from({ length: 7 }, (_, i) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );
  return {
    result: true,
    Practice: {
      student_id: 20,
      from,
      days: days.map((day) => ({
        day,
        minutes: minutes[day] ?? 0,
        by_assignment: minutes[day] ? [{ assignment_id: 1, minutes: minutes[day] }] : [],
      })),
      entries: [],
      tempo: [],
      ...more,
    } satisfies PracticeWeek,
  };
}

/** A lesson on the teacher's dashboard with the student `with_id`. */
export const lesson = myClass;
