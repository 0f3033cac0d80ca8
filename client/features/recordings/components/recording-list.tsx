import type { UseQueryResult } from '@tanstack/react-query';
import type { RecordingItem, RecordingListResponse } from '../../../../common/schemas/recordings.ts';
import { RecordingRow } from './recording-item.tsx';

/** A list of recordings as its query stands: loading, failed, empty, or the rows. */
export function RecordingList({
  query,
  empty,
  showSize,
  onDelete,
  showScores,
}: {
  query: UseQueryResult<RecordingListResponse>;
  empty: string;
  showSize?: boolean;
  onDelete?: (item: RecordingItem) => void;
  showScores?: boolean;
}) {
  const { data, isPending, isError } = query;
  if (isPending) return <p className="text-slate-600">Loading...</p>;
  if (isError)
    return (
      <p role="alert" className="text-red-800">
        The recordings could not be loaded. Please try again.
      </p>
    );
  if (data.recordings.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {data.recordings.map((r) => (
        <RecordingRow key={r.id} item={r} showSize={showSize} onDelete={onDelete} showScores={showScores} />
      ))}
    </ul>
  );
}
