import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { scoreListQuery, scoreListResponse } from '../../../../common/schemas/live-class/score.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The scores opened in one of the viewer's classes, with their mark counts (the class's members). */
export function useClassScores(classId: number) {
  return useQuery({
    queryKey: ['class-scores', classId],
    queryFn: async () =>
      (
        await apiClient.get<typeof scoreListResponse, typeof scoreListQuery>(API.classScores, {
          class_id: classId,
        })
      ).data.scores,
  });
}
