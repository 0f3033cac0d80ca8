import toast from 'react-hot-toast';
import type { RecordingItem } from '../../../../common/schemas/recordings.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAdminRecordings, useDeleteRecording } from '../api/recordings-api.ts';
import { RecordingRow } from './recording-item.tsx';

/** Every class recording with its size; the admin may play, download or delete one. */
export function AdminRecordingsPanel() {
  const { data, isPending, isError } = useAdminRecordings();
  const remove = useDeleteRecording();
  const onDelete = async (item: RecordingItem) => {
    if (
      !window.confirm(
        `Delete the recording of "${item.batch_name}" on ${item.class_date}? This cannot be undone.`,
      )
    )
      return;
    try {
      await remove.mutateAsync(item.id);
      toast.success('Recording deleted');
    } catch (err) {
      toast.error(errorText(err));
    }
  };
  return (
    <section aria-labelledby="admin-recordings-heading">
      <h2 id="admin-recordings-heading" className="mb-4 font-serif text-2xl font-semibold text-plum-900">
        Recordings
      </h2>
      {isPending ? (
        <p className="text-slate-600">Loading...</p>
      ) : isError ? (
        <p role="alert" className="text-red-800">
          The recordings could not be loaded. Please try again.
        </p>
      ) : data.recordings.length === 0 ? (
        <p className="text-slate-600">No recordings yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.recordings.map((r) => (
            <RecordingRow key={r.id} item={r} showSize onDelete={onDelete} />
          ))}
        </ul>
      )}
    </section>
  );
}
