import { API } from '../../../../common/api.ts';
import type { createRecitalSchema, recitalSchema } from '../../../../common/schemas/recitals.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { RECITALS_KEY } from './list-recitals.ts';

/** Schedules a recital: its time on the school's clock, performers in running order, viewer limit. */
export const createRecital = apiClient.postTo<typeof recitalSchema, typeof createRecitalSchema>(API.recitals);

export const useCreateRecital = () => useRefreshingMutation(RECITALS_KEY, createRecital);
