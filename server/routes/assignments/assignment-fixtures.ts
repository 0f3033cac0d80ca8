import { API } from '../../../common/api.ts';
import type { TestContext } from '../../test/test-app.ts';
import { call, createLesson, DAYS } from '../lessons/lesson-fixtures.ts';

/** A lesson in two days, and an assignment its teacher set its student: Teentaal at 80. */
export async function lessonWithAssignment(t: TestContext, title = 'Teentaal at 80') {
  const lesson = await createLesson(t, 2 * DAYS);
  const res = await call(t, 'POST', API.courseAssignments, lesson.teacher.cookie, {
    student_id: lesson.student.user.id,
    title,
    tempo_goal: 80,
    tala: 'teentaal',
  });
  return { ...lesson, assignmentId: res.json().Assignment.id as number };
}
