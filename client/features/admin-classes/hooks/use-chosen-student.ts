import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';

type LessonFor = { studentId: string; enrolmentId: string };

/**
 * The student a lesson form has chosen ('' before one is). Another student's enrolments are not
 * theirs: choosing a new student empties the enrolment chosen.
 */
export function useChosenStudent<Values extends LessonFor>(form: UseFormReturn<Values>): string {
  // The two fields are there whatever else the form holds.
  const { watch, setValue } = form as unknown as UseFormReturn<LessonFor>;
  const studentId = watch('studentId');
  useEffect(() => {
    if (studentId !== undefined) setValue('enrolmentId', '');
  }, [setValue, studentId]);
  return studentId;
}
