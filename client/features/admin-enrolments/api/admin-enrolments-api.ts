import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { userListQuerySchema, userListResponse } from '../../../../common/schemas/admin-users.ts';
import type {
  CreateEnrolmentInput,
  createEnrolmentSchema,
  EndEnrolmentInput,
  EnrolmentListQuery,
  ExtendEnrolmentInput,
  endEnrolmentSchema,
  enrolmentDetailResponse,
  enrolmentListQuerySchema,
  enrolmentListResponse,
  extendEnrolmentSchema,
} from '../../../../common/schemas/enrolments.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

/** Every query of this feature: a change to an enrolment refreshes the list and its detail. */
const KEY = ['admin-enrolments'] as const;

export const fetchEnrolments = (query: EnrolmentListQuery) =>
  apiClient.get<typeof enrolmentListResponse, typeof enrolmentListQuerySchema>(API.adminEnrolments, query);

export const useAdminEnrolments = (query: EnrolmentListQuery) =>
  useListQuery([...KEY, 'list'], query, fetchEnrolments);

export const fetchEnrolment = (id: number) =>
  apiClient.get<typeof enrolmentDetailResponse>(`${API.adminEnrolments}/${id}`);

export const useAdminEnrolment = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () => fetchEnrolment(id as number),
    enabled: id !== null,
  });

export const fetchEnrolmentPeople = (role: 'teacher' | 'student') =>
  apiClient.get<typeof userListResponse, typeof userListQuerySchema>(API.adminUsers, { role, pageSize: 100 });

/** Teachers or students to enrol and filter by (the first 100 by name). */
export const useEnrolmentPeople = (role: 'teacher' | 'student', enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['admin-enrolment-people', role],
    queryFn: () => fetchEnrolmentPeople(role),
    select: (data) => data.Users,
  });

export const createEnrolment = (input: CreateEnrolmentInput) =>
  apiClient.postJson<typeof enrolmentDetailResponse, typeof createEnrolmentSchema>(
    API.adminEnrolments,
    input,
  );
export const useCreateEnrolment = () => useRefreshingMutation(KEY, createEnrolment);

export const extendEnrolment = ({ id, input }: { id: number; input: ExtendEnrolmentInput }) =>
  apiClient.postJson<typeof enrolmentDetailResponse, typeof extendEnrolmentSchema>(
    `${API.adminEnrolments}/${id}/extend`,
    input,
  );
export const useExtendEnrolment = () => useRefreshingMutation(KEY, extendEnrolment);

/** Refused (409, naming how many) while lessons are booked on it, unless `cancelBooked`. */
export const endEnrolment = ({ id, input }: { id: number; input: EndEnrolmentInput }) =>
  apiClient.postJson<typeof enrolmentDetailResponse, typeof endEnrolmentSchema>(
    `${API.adminEnrolments}/${id}/end`,
    input,
  );
export const useEndEnrolment = () => useRefreshingMutation(KEY, endEnrolment);
