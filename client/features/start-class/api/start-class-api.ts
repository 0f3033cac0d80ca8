import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { teacherClassesQuery, teacherClassesResponse } from '../../../../common/schemas/classes.ts';
import type { startClassBody } from '../../../../common/schemas/live-class/access.ts';
import type { meetingStatusResponse } from '../../../../common/schemas/live-class/meeting-status.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Today's classes of the teacher; refetched each time the modal opens. */
export function useTeacherClassesToday(teacherId: string) {
  return useQuery({
    queryKey: ['teacher-classes-today', teacherId],
    queryFn: () =>
      apiClient.get<typeof teacherClassesResponse, typeof teacherClassesQuery>(API.teacherClassesToday, {
        teacher_id: teacherId,
      }),
    retry: false,
    staleTime: 0,
  });
}

/** START_CLASS; an answer without `success` counts as a failure. */
export async function startClass(classId: number, teacherId: string): Promise<void> {
  const res = await apiClient.postJson<typeof meetingStatusResponse, typeof startClassBody>(API.startClass, {
    class_id: classId,
    teacher_id: Number(teacherId),
  });
  if (!res.success) throw new Error(res.message || 'start class refused');
}
