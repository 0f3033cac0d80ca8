import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LESSON_CHANGES_KEY } from './lesson-changes-key.ts';

/** A change to a lesson: once it succeeds, this feature's answers are read again. */
export function useLessonChange<T, R>(mutationFn: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: LESSON_CHANGES_KEY }),
  });
}
