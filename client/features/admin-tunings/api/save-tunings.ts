import { API } from '../../../../common/api.ts';
import type {
  SaveTuningsInput,
  saveTuningsSchema,
  tuningsResponse,
} from '../../../../common/schemas/tunings.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { TUNINGS_KEY } from '../../../lib/pitch/school-tunings.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

/** Replaces the school's tunings with `tunings` (the server checks every string again). */
export const saveTunings = (input: SaveTuningsInput) =>
  apiClient.putJson<typeof tuningsResponse, typeof saveTuningsSchema>(API.tunings, input);

/** Saving refreshes every tuner's list of the school's tunings. */
export const useSaveTunings = () => useRefreshingMutation(TUNINGS_KEY, saveTunings);
