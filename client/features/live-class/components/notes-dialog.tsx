import { useEffect, useId, useState } from 'react';
import { useNotes, useSaveNotes } from '../hooks/use-notes.ts';
import { RoomDialog } from './room-dialog.tsx';

/** My whiteboard notes of this class: loaded each time it opens, saved trimmed. */
export function NotesDialog({
  classId,
  open,
  onOpenChange,
}: {
  classId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const notes = useNotes(classId, open);
  const save = useSaveNotes(classId);
  const [text, setText] = useState('');
  const id = useId();
  useEffect(() => {
    if (notes.data !== undefined) setText(notes.data);
  }, [notes.data]);

  return (
    <RoomDialog title="Whiteboard Notes" open={open} onOpenChange={onOpenChange}>
      <label htmlFor={id} className="sr-only">
        Notes
      </label>
      <textarea
        id={id}
        rows={15}
        value={text}
        onChange={(e) => setText(e.target.value)}
        disabled={notes.isPending}
        placeholder="Write your notes for this class..."
        className="w-full rounded-lg border border-slate-300 p-3 font-mono text-sm focus:border-plum-600 focus:outline-2 focus:outline-plum-600"
      />
      <div className="mt-3 flex items-center justify-end gap-3">
        {save.isSuccess && !save.isPending && <span className="text-sm text-slate-600">Saved</span>}
        <button
          type="button"
          className="btn-primary"
          disabled={save.isPending || notes.isPending}
          onClick={() => {
            if (!save.isPending) save.mutate(text);
          }}
        >
          {save.isPending ? 'Saving...' : 'Save Notes'}
        </button>
      </div>
    </RoomDialog>
  );
}
