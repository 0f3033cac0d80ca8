import { API } from '../../../../common/api.ts';
import type {
  ClassListQuery,
  classListQuerySchema,
  classListResponse,
  classResponse,
  createClassSchema,
  UpdateClassInput,
  updateClassSchema,
} from '../../../../common/schemas/admin-classes.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

/** Every query of this feature sits under this key, so a change to a class refreshes the list, its make-ups and its log. */
export const CLASSES_KEY = ['admin-classes'] as const;

export const fetchClasses = (query: ClassListQuery) =>
  apiClient.get<typeof classListResponse, typeof classListQuerySchema>(API.adminClasses, query);

export const useAdminClasses = (query: ClassListQuery) => useListQuery(CLASSES_KEY, query, fetchClasses);

export const createClass = apiClient.postTo<typeof classResponse, typeof createClassSchema>(API.adminClasses);

/** A lesson of a series carries its `scope`: this lesson only, or it and the later ones. */
export const updateClass = ({ id, input }: { id: number; input: UpdateClassInput }) =>
  apiClient.putJson<typeof classResponse, typeof updateClassSchema>(`${API.adminClasses}/${id}`, input);

/** The form's values go as typed; the server's schema (the same as the form's) converts them. */
export const useCreateClass = () => useRefreshingMutation(CLASSES_KEY, createClass);
export const useUpdateClass = () => useRefreshingMutation(CLASSES_KEY, updateClass);

export const cancelClass = (id: number) =>
  apiClient.postJson<typeof classResponse>(`${API.adminClasses}/${id}/cancel`, {});

export const useCancelClass = () => useRefreshingMutation(CLASSES_KEY, cancelClass);
