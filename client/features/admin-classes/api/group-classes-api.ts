import { API } from '../../../../common/api.ts';
import type { createGroupClassSchema, groupClassResponse } from '../../../../common/schemas/group-classes.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { CLASSES_KEY } from './admin-classes-api.ts';

/** Stores the group class and a place per student and lesson, or answers 409 (every clash, or no Janus). */
export const createGroupClass = apiClient.postTo<typeof groupClassResponse, typeof createGroupClassSchema>(
  API.adminGroupClasses,
);

export const useCreateGroupClass = () => useRefreshingMutation(CLASSES_KEY, createGroupClass);
