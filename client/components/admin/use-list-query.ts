import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** One page of an admin list under `key`; the page shown stays while the next one loads. */
export function useListQuery<Query, Answer>(
  key: readonly unknown[],
  query: Query,
  fetchPage: (query: Query) => Promise<Answer>,
) {
  return useQuery({
    queryKey: [...key, query],
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });
}
