import { useEffect } from 'react';

/** Steps back to the last page when the list shrank under the current one (a row deleted or handled). */
export function useClampPage(
  page: number,
  setPage: (page: number) => void,
  total: number | undefined,
  pageSize: number,
) {
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / pageSize));
    if (page > last) setPage(last);
  }, [page, setPage, total, pageSize]);
}
