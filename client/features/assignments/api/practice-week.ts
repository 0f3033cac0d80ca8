import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { practiceLogQuery, practiceWeekResponse } from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** GET /course/practice-log: the seven days from `from` and each assignment's tempo over time. */
export const fetchPracticeWeek = (from: string, studentId?: number) =>
  apiClient.get<typeof practiceWeekResponse, typeof practiceLogQuery>(API.practiceLog, {
    from,
    student_id: studentId,
  });

/** The week stays on screen while the next one loads. */
export const usePracticeWeek = (from: string, studentId?: number) =>
  useQuery({
    queryKey: [...PRACTICE_KEY, 'week', studentId ?? 'mine', from],
    queryFn: () => fetchPracticeWeek(from, studentId),
    placeholderData: keepPreviousData,
  });
