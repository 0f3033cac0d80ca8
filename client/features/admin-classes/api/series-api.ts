import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type {
  createSeriesSchema,
  endSeriesSchema,
  seriesCheckResponse,
  seriesResponse,
} from '../../../../common/schemas/calendar.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { CLASSES_KEY } from './admin-classes-api.ts';

/** The lessons a series would make and every clash; nothing is stored. */
export const checkSeries = apiClient.postTo<typeof seriesCheckResponse, typeof createSeriesSchema>(
  API.adminSeriesCheck,
);

export const useCheckSeries = () => useMutation({ mutationFn: checkSeries });

/** Stores the series and its lessons, or answers 409 naming every clash (then nothing is stored). */
export const createSeries = apiClient.postTo<typeof seriesResponse, typeof createSeriesSchema>(
  API.adminSeries,
);

export const useCreateSeries = () => useRefreshingMutation(CLASSES_KEY, createSeries);

/** Removes the series' lessons from `fromDate` on (the school's date) that have not started. */
export const endSeries = ({ seriesId, fromDate }: { seriesId: number; fromDate: string }) =>
  apiClient.postJson<typeof seriesResponse, typeof endSeriesSchema>(`${API.adminSeries}/${seriesId}/end`, {
    fromDate,
  });

export const useEndSeries = () => useRefreshingMutation(CLASSES_KEY, endSeries);
