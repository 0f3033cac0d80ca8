import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { messageResponse } from '../../../../common/schemas/account.ts';
import type { ChildSignInInput, childSignInSchema } from '../../../../common/schemas/families.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { MY_CHILDREN_KEY } from './my-children.ts';

/** POST /my_children/{id}/sign_in: the child's username and password; the children are read again. */
export function useSetChildSignIn(childId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChildSignInInput) =>
      apiClient.postJson<typeof messageResponse, typeof childSignInSchema>(
        `${API.myChildren}/${childId}/sign_in`,
        input,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_CHILDREN_KEY }),
  });
}
