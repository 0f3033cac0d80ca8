/** What the order needs of an assignment. */
export type Orderable = {
  id: number;
  state: 'open' | 'done' | 'again';
  createdAt: Date;
  /** When the lesson it is due by starts; null: no due lesson. */
  dueAt: Date | null;
};

/**
 * Due by the student's next lesson (or overdue) and not done: practice for the coming lesson.
 * Without a next lesson, only what is overdue.
 */
export function dueNext(a: Orderable, nextLessonAt: Date | null, now: Date): boolean {
  if (a.state === 'done' || !a.dueAt) return false;
  return a.dueAt <= now || (!!nextLessonAt && a.dueAt <= nextLessonAt);
}

/**
 * The student's list: what is due by the next lesson first (soonest due first), then the rest
 * newest first.
 */
export function orderAssignments<T extends Orderable>(list: T[], nextLessonAt: Date | null, now: Date): T[] {
  const newestFirst = (a: T, b: T) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
  const due = list.filter((a) => dueNext(a, nextLessonAt, now));
  const rest = list.filter((a) => !dueNext(a, nextLessonAt, now));
  due.sort((a, b) => (a.dueAt as Date).getTime() - (b.dueAt as Date).getTime() || newestFirst(a, b));
  return [...due, ...rest.sort(newestFirst)];
}
