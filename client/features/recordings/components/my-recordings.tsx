import { useMyRecordings } from '../api/recordings-api.ts';
import { RECORDING_LIST_TEXT } from './recording-item.tsx';
import { RecordingList } from './recording-list.tsx';

/** A teacher's or student's class recordings, newest first, on their dashboard, each with the lesson's scores. */
export function MyRecordings() {
  const query = useMyRecordings();
  return (
    <section aria-labelledby="my-recordings-heading" className="mt-10">
      <h2 id="my-recordings-heading" className="mb-4 font-serif text-2xl font-semibold text-plum-900">
        {RECORDING_LIST_TEXT.title}
      </h2>
      <RecordingList query={query} empty={RECORDING_LIST_TEXT.empty} showScores />
    </section>
  );
}
