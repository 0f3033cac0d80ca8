import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type {
  collectedResponse,
  MonthRangeQuery,
  monthRangeQuerySchema,
  outstandingQuerySchema,
  outstandingResponse,
  teacherLessonsResponse,
} from '../../../../common/schemas/admin-reports.ts';
import { apiClient } from '../../../lib/api-client.ts';

const KEY = ['admin-reports'] as const;

/** The three reports, by their path under API.adminReports. */
export type ReportName = 'outstanding' | 'collected' | 'teacher-lessons';
export type MonthRange = Required<Pick<MonthRangeQuery, 'from' | 'to'>>;

export const fetchOutstanding = () =>
  apiClient.get<typeof outstandingResponse, typeof outstandingQuerySchema>(
    `${API.adminReports}/outstanding`,
    {},
  );
export const fetchCollected = (range: MonthRange) =>
  apiClient.get<typeof collectedResponse, typeof monthRangeQuerySchema>(
    `${API.adminReports}/collected`,
    range,
  );
export const fetchTeacherLessons = (range: MonthRange) =>
  apiClient.get<typeof teacherLessonsResponse, typeof monthRangeQuerySchema>(
    `${API.adminReports}/teacher-lessons`,
    range,
  );
/** A report as its CSV file (the range for the monthly two). */
export const fetchReportCsv = ({ report, range }: { report: ReportName; range?: MonthRange }) =>
  apiClient.getFile<typeof monthRangeQuerySchema>(`${API.adminReports}/${report}`, {
    ...range,
    format: 'csv',
  });

export function useOutstanding() {
  return useQuery({ queryKey: [...KEY, 'outstanding'], queryFn: fetchOutstanding });
}

/** A monthly report over `range`; nothing is asked while the range is not a valid one (null). */
export function useCollected(range: MonthRange | null) {
  return useQuery({
    queryKey: [...KEY, 'collected', range],
    queryFn: () => fetchCollected(range as MonthRange),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useTeacherLessons(range: MonthRange | null) {
  return useQuery({
    queryKey: [...KEY, 'teacher-lessons', range],
    queryFn: () => fetchTeacherLessons(range as MonthRange),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useReportCsv() {
  return useMutation({ mutationFn: fetchReportCsv });
}
