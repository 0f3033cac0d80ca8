import { useId } from 'react';
import {
  COURSE_TYPE_LABELS,
  COURSES,
  type CourseType,
  type CourseValue,
  courseByValue,
} from '../../../../common/courses.ts';
import type { CourseChoice } from '../../../../common/schemas/admission.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { inputClass, labelClass } from '../../../components/ui/form-styles.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useCoursePicker } from '../hooks/use-course-picker.ts';

type Props = { value: CourseChoice[]; onChange: (next: CourseChoice[]) => void; error?: string };

/** Course and type selectors, Add Course, and the chosen pairs with their Remove buttons. */
export function CoursePicker({ value, onChange, error }: Props) {
  const picker = useCoursePicker(value, onChange);
  const uid = useId();
  const errorId = `${uid}-error`;
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className={labelClass}>Courses</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${uid}-course`} className="mb-1 block text-sm text-slate-700">
            Course
          </label>
          <select
            id={`${uid}-course`}
            className={inputClass}
            value={picker.course}
            onChange={(e) => picker.chooseCourse(e.target.value as CourseValue | '')}
          >
            <option value="">Select a course</option>
            {COURSES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-type`} className="mb-1 block text-sm text-slate-700">
            Course Type
          </label>
          <select
            id={`${uid}-type`}
            className={inputClass}
            value={picker.type}
            disabled={!picker.course}
            onChange={(e) => picker.chooseType(e.target.value as CourseType | '')}
          >
            <option value="">Select a course type</option>
            {picker.types.map((t) => (
              <option key={t} value={t}>
                {COURSE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        {/* aria-disabled rather than disabled: still focusable, so pressing it can say what is missing. */}
        <button
          type="button"
          className="btn-outline border-plum-700 text-plum-800 hover:bg-plum-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          aria-disabled={!picker.canAdd}
          onClick={picker.add}
        >
          Add Course
        </button>
      </div>
      {value.length > 0 ? (
        <ul aria-label="Selected courses" className="flex flex-wrap gap-2">
          {value.map((c, i) => {
            const label = `${courseByValue(c.course)?.label ?? c.course} – ${COURSE_TYPE_LABELS[c.type]}`;
            return (
              <li
                key={`${c.course}:${c.type}`}
                className="inline-flex items-center gap-2 rounded-full bg-plum-50 py-1 pr-1 pl-3 text-sm text-plum-900 ring-1 ring-plum-200"
              >
                {label}
                <button
                  type="button"
                  onClick={() => picker.remove(i)}
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-plum-100"
                  aria-label={`Remove ${label}`}
                >
                  <Icon name="close" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
