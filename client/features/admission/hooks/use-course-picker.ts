import { useState } from 'react';
import { type CourseType, type CourseValue, courseTypesFor } from '../../../../common/courses.ts';
import type { CourseChoice } from '../../../../common/schemas/admission.ts';
import { COURSE_DUPLICATE, COURSE_NOT_CHOSEN } from '../../../../common/schemas/admission-rules.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The course add flow: choosing a course clears the type; the type needs
 * a course; adding needs both, refuses a duplicate pair, then resets both selectors.
 */
export function useCoursePicker(selected: readonly CourseChoice[], onChange: (next: CourseChoice[]) => void) {
  const [course, setCourse] = useState<CourseValue | ''>('');
  const [type, setType] = useState<CourseType | ''>('');
  return {
    course,
    type,
    types: course ? courseTypesFor(course) : [],
    canAdd: Boolean(course && type),
    chooseCourse(value: CourseValue | '') {
      setCourse(value);
      setType('');
    },
    chooseType: setType,
    add() {
      if (!course || !type) {
        toast.error(COURSE_NOT_CHOSEN);
        return;
      }
      if (selected.some((c) => c.course === course && c.type === type)) {
        toast.error(COURSE_DUPLICATE);
        return;
      }
      onChange([...selected, { course, type }]);
      setCourse('');
      setType('');
    },
    remove(index: number) {
      onChange(selected.filter((_, i) => i !== index));
    },
  };
}
