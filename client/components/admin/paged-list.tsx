import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/error-text.ts';
import { useClampPage } from '../../lib/use-clamp-page.ts';
import { Pagination } from '../ui/pagination.tsx';
import type { Pages } from './use-pages.ts';

type Props<Data extends { total: number }, Row> = {
  query: UseQueryResult<Data>;
  /** The page's rows out of the answer. */
  rows(data: Data): Row[];
  /** What the list holds, as in "Loading users..." and "Failed to load users". */
  noun: string;
  empty: ReactNode;
  /** The accessible name of the page navigation. */
  pagesLabel: string;
  pages: Pages;
  children(rows: Row[], data: Data): ReactNode;
};

/**
 * One page of an admin list as its query stands (loading, failed, empty, or the rows), with the
 * pages under it; steps back a page when the one shown has emptied.
 */
export function PagedList<Data extends { total: number }, Row>({
  query,
  rows,
  noun,
  empty,
  pagesLabel,
  pages,
  children,
}: Props<Data, Row>) {
  useClampPage(pages.page, pages.setPage, query.data?.total, pages.pageSize);
  return (
    <>
      {query.isPending ? (
        <p>{`Loading ${noun}...`}</p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(query.error, `Failed to load ${noun}`)}
        </p>
      ) : rows(query.data).length === 0 ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        children(rows(query.data), query.data)
      )}
      {query.data ? (
        <Pagination
          label={pagesLabel}
          page={pages.page}
          pageSize={pages.pageSize}
          total={query.data.total}
          onPage={pages.setPage}
        />
      ) : null}
    </>
  );
}
