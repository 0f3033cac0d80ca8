import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type {
  enrolmentListQuerySchema,
  enrolmentListResponse,
} from '../../../../common/schemas/enrolments.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** A student's enrolments lessons can still be booked on (active), for the booking forms' select. */
export const fetchStudentEnrolments = (studentId: number) =>
  apiClient.get<typeof enrolmentListResponse, typeof enrolmentListQuerySchema>(API.adminEnrolments, {
    student_id: studentId,
    status: 'active',
    pageSize: 100,
  });

export function useStudentEnrolments(studentId: number | null) {
  return useQuery({
    queryKey: ['admin-classes', 'student-enrolments', studentId],
    queryFn: () => fetchStudentEnrolments(studentId as number),
    enabled: studentId !== null,
    select: (data) => data.Enrolments,
  });
}
