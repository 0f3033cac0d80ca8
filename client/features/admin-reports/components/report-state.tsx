import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../../../lib/error-text.ts';

type Props<Data> = {
  query: UseQueryResult<Data>;
  /** As in "Loading the outstanding report..." and "Failed to load the outstanding report". */
  noun: string;
  isEmpty(data: Data): boolean;
  empty: ReactNode;
  children(data: Data): ReactNode;
};

/** A report as its query stands: loading, failed, empty, or its table. */
export function ReportState<Data>({ query, noun, isEmpty, empty, children }: Props<Data>) {
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorText(query.error, `Failed to load ${noun}`)}
      </p>
    );
  if (query.data === undefined) return <p>{query.isFetching ? `Loading ${noun}...` : null}</p>;
  if (isEmpty(query.data)) return <p className="text-slate-600">{empty}</p>;
  return <div aria-busy={query.isFetching}>{children(query.data)}</div>;
}
