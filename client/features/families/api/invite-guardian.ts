import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type {
  childGuardianResponse,
  LinkGuardianInput,
  linkGuardianSchema,
} from '../../../../common/schemas/families.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { MY_CHILDREN_KEY } from './my-children.ts';

/** POST /my_children/{id}/guardians: a second guardian for the child; the children are read again. */
export function useInviteGuardian(childId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkGuardianInput) =>
      apiClient.postJson<typeof childGuardianResponse, typeof linkGuardianSchema>(
        `${API.myChildren}/${childId}/guardians`,
        input,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_CHILDREN_KEY }),
  });
}
