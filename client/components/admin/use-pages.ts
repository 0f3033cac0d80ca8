import { useState } from 'react';
import { ADMIN_PAGE_SIZE as pageSize } from '../../../common/schemas/admin-page.ts';

/** The page an admin list shows. */
export function usePages() {
  const [page, setPage] = useState(1);
  return {
    page,
    pageSize,
    setPage,
    /** The place of the page's first row in the whole list. */
    offset: (page - 1) * pageSize,
    /** The page's part of the list's query. */
    query: { page, pageSize },
  };
}

export type Pages = ReturnType<typeof usePages>;
