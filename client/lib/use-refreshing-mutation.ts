import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A mutation that refreshes every query under `key` once it succeeds. */
export function useRefreshingMutation<T, R>(key: readonly unknown[], mutationFn: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}
