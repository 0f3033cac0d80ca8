import { COURSES } from '../../../common/courses.ts';

/** A course select's options: "Choose a course", then each course the school teaches, valued by its code. */
export function CourseOptions() {
  return (
    <>
      <option value="">Choose a course</option>
      {COURSES.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </>
  );
}
