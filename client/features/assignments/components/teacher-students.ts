import type { MyClass } from '../../../../common/schemas/classes.ts';

export type PracticeStudent = {
  id: number;
  name: string;
  /** The lessons an assignment can be due by: still to come (or on now), soonest first. */
  lessons: { id: number; label: string }[];
};

/** A teacher's students, from the lessons they share (its dashboard's lists), by name. */
export function teacherStudents(lessons: MyClass[], now = Date.now()): PracticeStudent[] {
  const students = new Map<number, PracticeStudent>();
  const ahead = lessons
    .filter((c) => c.status !== 'cancelled' && c.status !== 'completed')
    .filter((c) => new Date(c.starts_at).getTime() + c.duration_minutes * 60_000 > now)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  for (const c of lessons)
    if (!students.has(c.with_id)) students.set(c.with_id, { id: c.with_id, name: c.with_name, lessons: [] });
  for (const c of ahead)
    students.get(c.with_id)?.lessons.push({ id: c.id, label: `${c.batch_name}, ${c.when_label}` });
  return [...students.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
