import type { RecordingItem } from '../../../../common/schemas/recordings.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminRecordings, useDeleteRecording } from '../api/recordings-api.ts';
import { RecordingList } from './recording-list.tsx';

/** Every class recording with its size; the admin may play, download or delete one. */
export function AdminRecordingsPanel() {
  const query = useAdminRecordings();
  const remove = useDeleteRecording();
  const onDelete = async (item: RecordingItem) => {
    if (
      !window.confirm(
        `Delete the recording of "${item.batch_name}" on ${item.when_label}? This cannot be undone.`,
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
      <RecordingList query={query} empty="No recordings yet." showSize onDelete={onDelete} />
    </section>
  );
}
