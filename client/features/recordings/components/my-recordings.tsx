import { useMyRecordings } from '../api/recordings-api.ts';
import { RECORDING_LIST_TEXT, RecordingRow } from './recording-item.tsx';

/** A teacher's or student's class recordings, newest first, on their dashboard. */
export function MyRecordings() {
  const { data, isPending, isError } = useMyRecordings();
  return (
    <section aria-labelledby="my-recordings-heading" className="mt-10">
      <h2 id="my-recordings-heading" className="mb-4 font-serif text-2xl font-semibold text-plum-900">
        {RECORDING_LIST_TEXT.title}
      </h2>
      {isPending ? (
        <p className="text-slate-600">Loading...</p>
      ) : isError ? (
        <p role="alert" className="text-red-800">
          The recordings could not be loaded. Please try again.
        </p>
      ) : data.recordings.length === 0 ? (
        <p className="text-slate-600">{RECORDING_LIST_TEXT.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.recordings.map((r) => (
            <RecordingRow key={r.id} item={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
