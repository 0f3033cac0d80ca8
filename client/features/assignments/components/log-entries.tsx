import { type FormEvent, useState } from 'react';
import { ASSIGNMENT_LIMITS, type LogEntry } from '../../../../common/schemas/assignments.ts';
import { inputClass } from '../../../components/ui/form-styles.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteLogEntry } from '../api/delete-log-entry.ts';
import { useUpdateLogEntry } from '../api/update-log-entry.ts';
import { dayLabel } from './week-days.ts';

const smallButton =
  'rounded-full border border-plum-200 px-3 py-1 text-sm font-semibold text-plum-800 hover:bg-plum-50';

/** The week's entries, each of which the student may correct (its minutes) or remove. */
export function LogEntries({
  entries,
  titles,
}: {
  entries: LogEntry[];
  titles: ReadonlyMap<number, string>;
}) {
  if (entries.length === 0) return null;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer font-semibold text-plum-900">
        Entries this week ({entries.length})
      </summary>
      <ul className="mt-2 divide-y divide-plum-100 rounded-xl border border-plum-100 bg-white">
        {entries.map((e) => (
          <EntryRow key={e.id} entry={e} title={e.assignment_id ? titles.get(e.assignment_id) : undefined} />
        ))}
      </ul>
    </details>
  );
}

function EntryRow({ entry, title }: { entry: LogEntry; title: string | undefined }) {
  const [editing, setEditing] = useState(false);
  const [minutes, setMinutes] = useState(String(Math.max(1, Math.round(entry.seconds / 60))));
  const update = useUpdateLogEntry();
  const remove = useDeleteLogEntry();
  const what = `${dayLabel(entry.day)}, ${title ?? 'Other practice'}`;
  const save = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ id: entry.id, minutes: Number(minutes) }, { onSuccess: () => setEditing(false) });
  };
  const failure = update.error ?? remove.error;
  return (
    <li className="px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto min-w-0 break-words">
          {what}: {Math.floor(entry.seconds / 60)} min
          {entry.tempo ? ` at ${entry.tempo} bpm` : ''}
          <span className="text-slate-500">
            {' '}
            · {entry.source === 'room' ? 'practice room' : 'added by you'}
          </span>
        </span>
        <button
          type="button"
          className={smallButton}
          aria-expanded={editing}
          aria-label={`Edit: ${what}`}
          onClick={() => setEditing(!editing)}
        >
          Edit
        </button>
        <button
          type="button"
          className={smallButton}
          aria-label={`Delete: ${what}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(entry.id, { onSuccess: () => toast.success('Entry removed') })}
        >
          Delete
        </button>
      </div>
      {editing ? (
        <form onSubmit={save} className="mt-2 flex flex-wrap items-end gap-2" aria-label={`Correct: ${what}`}>
          <label className="text-sm font-semibold text-slate-800">
            Minutes
            <input
              type="number"
              min={1}
              max={ASSIGNMENT_LIMITS.entryMinutes}
              required
              className={`${inputClass} mt-1 w-28`}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </label>
          <button type="submit" className="btn-primary px-4 py-2" disabled={update.isPending}>
            Save
          </button>
        </form>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-1 text-red-700">
          {errorText(failure, 'The entry could not be changed')}
        </p>
      ) : null}
    </li>
  );
}
